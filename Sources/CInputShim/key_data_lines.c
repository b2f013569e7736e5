// Written by tools/make_hot_sections.py (`make hot-sections`):
// the lines of the binary's own data the keys touched (the first byte touched on each),
// each named as its function's or object's address plus an offset; one this build lacks is null (input_shim.c).
extern const char flk_key_data_0[] __asm__("flk_key_code_lines") __attribute__((weak));
extern const char flk_key_data_1[] __asm__("$s5Model14CatalogServiceCAA011PhotoSearchC0AAWP") __attribute__((weak));
extern const char flk_key_data_2[] __asm__("$s5Model20DeferredPhotoServiceCAA0c6SearchD0AAWP") __attribute__((weak));
extern const char flk_key_data_3[] __asm__("$s10TerminalUI6CanvasVWV") __attribute__((weak));
extern const char flk_key_data_4[] __asm__("$s10TerminalUI3KeyOWV") __attribute__((weak));
extern const char flk_key_data_5[] __asm__("$s10TerminalUI3KeyOMf") __attribute__((weak));
extern const char flk_key_data_6[] __asm__("$s10TerminalUI9KeyReaderVWV") __attribute__((weak));
extern const char flk_key_data_7[] __asm__("$s10TerminalUI9KeyReaderVMf") __attribute__((weak));
extern const char flk_key_data_8[] __asm__("$s10TerminalUI15ResultsOnScreenV4SlotOWV") __attribute__((weak));
extern const char flk_key_data_9[] __asm__("$s10TerminalUI15ResultsOnScreenV4SlotOMf") __attribute__((weak));
extern const char flk_key_data_10[] __asm__("$s10TerminalUI13ResultsScreenCAA0D0AAWP") __attribute__((weak));
extern const char flk_key_data_11[] __asm__("$s10TerminalUI13ResultsScreenC7SlotDue33_E2D85A74ED32AAD52CA445668A49F65CLLVWV") __attribute__((weak));
extern const char flk_key_data_12[] __asm__("$s10TerminalUI15ScreenNavigatorC10ViewModels0E13ModelServicesAAWP") __attribute__((weak));
extern const char flk_key_data_13[] __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsAAWP") __attribute__((weak));
extern const char flk_key_data_14[] __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsAAWP") __attribute__((weak));
extern const char flk_key_data_15[] __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE4TypeAAWP") __attribute__((weak));
extern const char flk_key_data_16[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE6InputsAAWP") __attribute__((weak));
extern const char flk_key_data_17[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsAAWP") __attribute__((weak));
extern const char flk_key_data_18[] __asm__("$s11Observation0A8TrackingV11_AccessListVSgMN") __attribute__((weak));
extern const char flk_key_data_19[] __asm__("$ss26_OptionalNilComparisonTypeVN") __attribute__((weak));
extern const char flk_key_data_20[] __asm__("$sSu5WordsVN") __attribute__((weak));
extern const char flk_key_data_21[] __asm__("$ss11_SetStorageCySiGMf") __attribute__((weak));
extern const char flk_key_data_22[] __asm__("$ss10AnyKeyPathCSHsWP") __attribute__((weak));
extern const char flk_key_data_23[] __asm__("$ss10AnyKeyPathCSQsWP") __attribute__((weak));
extern const char flk_key_data_24[] __asm__("$sSis23CustomStringConvertiblesWP") __attribute__((weak));
extern const char flk_key_data_25[] __asm__("$sBi64_WV") __attribute__((weak));
extern const char flk_key_data_26[] __asm__("$sBoWV") __attribute__((weak));
extern const char flk_key_data_27[] __asm__("$syycWV") __attribute__((weak));
extern const char flk_key_data_28[] __asm__("$sytWV") __attribute__((weak));
extern const char flk_key_data_29[] __asm__("$ss20DispatchMainExecutorCs0bC0sWP") __attribute__((weak));
extern const char flk_key_data_30[] __asm__("$sScMScAsWP") __attribute__((weak));
extern const char flk_key_data_31[] __asm__("__OS_dispatch_queue_mgr_vtable") __attribute__((weak));
extern const char flk_key_data_32[] __asm__("__OS_dispatch_source_vtable") __attribute__((weak));
extern const char flk_key_data_33[] __asm__("_dispatch_source_type_timer") __attribute__((weak));
extern const char flk_key_data_34[] __asm__("_GLOBAL_OFFSET_TABLE_") __attribute__((weak));
extern const char flk_key_data_35[] __asm__("$s5Model14CatalogServiceCMf") __attribute__((weak));
extern const char flk_key_data_36[] __asm__("$s5Model20DeferredPhotoServiceCMf") __attribute__((weak));
extern const char flk_key_data_37[] __asm__("$s10TerminalUI13ResultsScreenC11keyContextsSay10ViewModels10KeyContextOGvgTv0_") __attribute__((weak));
extern const char flk_key_data_38[] __asm__("$s10TerminalUI0A3AppC8readKeys33_B755C313297C0CFB8D4F05E2281575F6LLyyFTv_") __attribute__((weak));
extern const char flk_key_data_39[] __asm__("$s10ViewModels03AppA5ModelCMf") __attribute__((weak));
extern const char flk_key_data_40[] __asm__("$s10ViewModels010ResultItemA5ModelCMf") __attribute__((weak));
extern const char flk_key_data_41[] __asm__("$s10ViewModels013SearchResultsA5ModelCMf") __attribute__((weak));
extern const char flk_key_data_42[] __asm__("$s11Observation21_ManagedCriticalStateV12LockedBuffer33_5FBF5A2F6E23120A78D8E0DC60BDDA83LLCyAA0A8TrackingV0D0V_GMD") __attribute__((weak));
extern const char flk_key_data_43[] __asm__("$ss18_DictionaryStorageCySO11Observation0C8TrackingV5EntryVGMD") __attribute__((weak));
extern const char flk_key_data_44[] __asm__("$ss23_ContiguousArrayStorageCyys10AnyKeyPathCYbcGMD") __attribute__((weak));
extern const char flk_key_data_45[] __asm__("ESCDELAY") __attribute__((weak));
extern const char flk_key_data_46[] __asm__("_nc_globals") __attribute__((weak));
extern const char flk_key_data_47[] __asm__("$ss26__EmptyDictionarySingletonCN") __attribute__((weak));
extern const char flk_key_data_48[] __asm__("_swift_allocObject") __attribute__((weak));
extern const char flk_key_data_49[] __asm__("_swiftEmptyArrayStorage") __attribute__((weak));
extern const char flk_key_data_50[] __asm__("_swiftEmptyDictionarySingleton") __attribute__((weak));
extern const char flk_key_data_51[] __asm__("_swiftEmptySetSingleton") __attribute__((weak));
extern const char flk_key_data_52[] __asm__("_dispatch_main_q") __attribute__((weak));
extern const char flk_key_data_53[] __asm__("_dispatch_mgr_q") __attribute__((weak));
extern const char flk_key_data_54[] __asm__("_dispatch_root_queues") __attribute__((weak));
extern const char flk_key_data_55[] __asm__("flk_key_code_line_count") __attribute__((weak));
extern const char flk_key_data_56[] __asm__("flk_key_data_lines") __attribute__((weak));
extern const char flk_key_data_57[] __asm__("$s10TerminalUI3KeyOMn") __attribute__((weak));
extern const char flk_key_data_58[] __asm__("$s10TerminalUI13ResultsScreenC7SlotDue33_E2D85A74ED32AAD52CA445668A49F65CLLVMn") __attribute__((weak));
extern const char flk_key_data_59[] __asm__("$s10ViewModels9NavigatorTL") __attribute__((weak));
extern const char flk_key_data_60[] __asm__("$sScPSgML") __attribute__((weak));
extern const char flk_key_data_61[] __asm__("$ss11_SetStorageCySiGML") __attribute__((weak));
extern const char flk_key_data_62[] __asm__("$ss23_ContiguousArrayStorageCy10ViewModels10KeyContextOGML") __attribute__((weak));
extern const char flk_key_data_63[] __asm__("$ss23_ContiguousArrayStorageCy10TerminalUI3KeyOGML") __attribute__((weak));
extern const char flk_key_data_64[] __asm__("$s10TerminalUI8MainLoopO8watchers33_02F6ECF6B4ECB47B1384BCFDEEDA4814LLSDys5Int32VySbYbScMYccGvpZ") __attribute__((weak));
extern const char flk_key_data_65[] __asm__("$s10TerminalUI15ScreenNavigatorC22_$observationRegistrar33_7DCD83B4398A65DD5C4AD9EAD861B6B5LL11Observation0pF0VvpWvd") __attribute__((weak));
extern const char flk_key_data_66[] __asm__("$s10TerminalUI15ScreenNavigatorCAC11Observation10ObservableAAWL") __attribute__((weak));
extern const char flk_key_data_67[] __asm__("$s10TerminalUI0A3AppC7probing33_B755C313297C0CFB8D4F05E2281575F6LLs15ContinuousClockV7InstantVSgvpWvd") __attribute__((weak));
extern const char flk_key_data_68[] __asm__("$ss15ContinuousClockV7InstantVSgML") __attribute__((weak));
extern const char flk_key_data_69[] __asm__("$ss15ContinuousClockV7InstantVSg_AEtML") __attribute__((weak));
extern const char flk_key_data_70[] __asm__("$s10TerminalUI6Screen_pSgML") __attribute__((weak));
extern const char flk_key_data_71[] __asm__("$ss23_ContiguousArrayStorageCy10TerminalUI15ResultsOnScreenV4SlotOGML") __attribute__((weak));
extern const char flk_key_data_72[] __asm__("$ss23_ContiguousArrayStorageCy10TerminalUI12ImagePainterC10UnsentCell33_F818917310E8169F8C1C24501EFBACD4LLVGML") __attribute__((weak));
extern const char flk_key_data_73[] __asm__("$s10ViewModels12ActionStatusCAC11Observation10ObservableAAWL") __attribute__((weak));
extern const char flk_key_data_74[] __asm__("$ss23_ContiguousArrayStorageCy10ViewModels010ResultItemD9ModelType_pGML") __attribute__((weak));
extern const char flk_key_data_75[] __asm__("$s10ViewModels010ResultItemA9ModelType_pML") __attribute__((weak));
extern const char flk_key_data_76[] __asm__("$s10ViewModels12ActionStatusC22_$observationRegistrar33_EA2DBB95555F303D5BD3ED47F43607D7LL11Observation0oF0VvpWvd") __attribute__((weak));
extern const char flk_key_data_77[] __asm__("$s10ViewModels03AppA5ModelCAC11Observation10ObservableAAWL") __attribute__((weak));
extern const char flk_key_data_78[] __asm__("$s10ViewModels010ResultItemA5ModelCAC11Observation10ObservableAAWL") __attribute__((weak));
extern const char flk_key_data_79[] __asm__("$s10ViewModels12PhotoActionsCAC11Observation10ObservableAAWL") __attribute__((weak));
extern const char flk_key_data_80[] __asm__("$s10ViewModels010ResultItemA5ModelC22_$observationRegistrar33_076AC47C8CBCC779DBA2505DD129FBCFLL11Observation0nG0VvpWvd") __attribute__((weak));
extern const char flk_key_data_81[] __asm__("$s10ViewModels12ResultsPagerC22_$observationRegistrar33_360FB96CDA7FF7E522F2019B01C4877ELL11Observation0nF0VvpWvd") __attribute__((weak));
extern const char flk_key_data_82[] __asm__("$s10ViewModels12ResultsPagerCAC11Observation10ObservableAAWL") __attribute__((weak));
extern const char flk_key_data_83[] __asm__("$s11Observation0A8TrackingV11_AccessListVSgMJ") __attribute__((weak));
extern const char flk_key_data_84[] __asm__("newscr") __attribute__((weak));
extern const char flk_key_data_85[] __asm__("_nc_tparm_err") __attribute__((weak));
extern const char flk_key_data_86[] __asm__("_swift_disableExclusivityChecking") __attribute__((weak));
extern const char flk_key_data_87[] __asm__("_swift_stdlib_Hashing_parameters") __attribute__((weak));
extern const char flk_key_data_88[] __asm__("$sScM9_executors12MainExecutor_pSgvpZ") __attribute__((weak));
extern const char flk_key_data_89[] __asm__("swift_task_getMainExecutor_hook") __attribute__((weak));
extern const char flk_key_data_90[] __asm__("_dispatch_hw_config") __attribute__((weak));
extern const char flk_key_data_91[] __asm__("_dispatch_timers_heap") __attribute__((weak));
const char *const flk_key_data_lines[] = {
    flk_key_data_0 + 0, flk_key_data_0 + 16, flk_key_data_0 + 80, flk_key_data_0 + 144, flk_key_data_0 + 208, flk_key_data_0 + 272, flk_key_data_0 + 336, flk_key_data_0 + 400, flk_key_data_0 + 464, flk_key_data_0 + 528, flk_key_data_0 + 592, flk_key_data_0 + 656, flk_key_data_0 + 720, flk_key_data_0 + 784, flk_key_data_0 + 848, flk_key_data_0 + 912, flk_key_data_0 + 976, flk_key_data_0 + 1040, flk_key_data_0 + 1104, flk_key_data_0 + 1168, flk_key_data_0 + 1232, flk_key_data_0 + 1296, flk_key_data_0 + 1360, flk_key_data_0 + 1424, flk_key_data_0 + 1488, flk_key_data_0 + 1552, flk_key_data_0 + 1616, flk_key_data_0 + 1680, flk_key_data_0 + 1744, flk_key_data_0 + 1808, flk_key_data_0 + 1872, flk_key_data_0 + 1936, flk_key_data_0 + 2000, flk_key_data_0 + 2064, flk_key_data_0 + 2128, flk_key_data_0 + 2192, flk_key_data_0 + 2256, flk_key_data_0 + 2320, flk_key_data_0 + 2384, flk_key_data_0 + 2448, flk_key_data_0 + 2512, flk_key_data_0 + 2576, flk_key_data_0 + 2640, flk_key_data_0 + 2704, flk_key_data_0 + 2768, flk_key_data_0 + 2832, flk_key_data_0 + 2896, flk_key_data_0 + 2960, flk_key_data_0 + 3024, flk_key_data_0 + 3088, flk_key_data_0 + 3152, flk_key_data_0 + 3216, flk_key_data_0 + 3280, flk_key_data_0 + 3344, flk_key_data_0 + 3408, flk_key_data_0 + 3472, flk_key_data_0 + 3536, flk_key_data_0 + 3600, flk_key_data_0 + 3664, flk_key_data_0 + 3728, flk_key_data_0 + 3792, flk_key_data_0 + 3856, flk_key_data_0 + 3920, flk_key_data_0 + 3984, flk_key_data_0 + 4048, flk_key_data_0 + 4112, flk_key_data_0 + 4176, flk_key_data_0 + 4240, flk_key_data_0 + 4304, flk_key_data_0 + 4368, flk_key_data_0 + 4432, flk_key_data_0 + 4496, flk_key_data_0 + 4560, flk_key_data_0 + 4624, flk_key_data_0 + 4688, flk_key_data_0 + 4752, flk_key_data_0 + 4816, flk_key_data_0 + 4880, flk_key_data_0 + 4944, flk_key_data_0 + 5008, flk_key_data_0 + 5072, flk_key_data_0 + 5136, flk_key_data_0 + 5200, flk_key_data_0 + 5264, flk_key_data_0 + 5328, flk_key_data_0 + 5392, flk_key_data_0 + 5456, flk_key_data_0 + 5520, flk_key_data_0 + 5584, flk_key_data_0 + 5648, flk_key_data_0 + 5712, flk_key_data_0 + 5776, flk_key_data_0 + 5840, flk_key_data_0 + 5904, flk_key_data_0 + 5968, flk_key_data_0 + 6032, flk_key_data_0 + 6096, flk_key_data_0 + 6160, flk_key_data_0 + 6224, flk_key_data_0 + 6288, flk_key_data_0 + 6352, flk_key_data_0 + 6416, flk_key_data_0 + 6480, flk_key_data_0 + 6544, flk_key_data_0 + 6608, flk_key_data_0 + 6672, flk_key_data_0 + 6736, flk_key_data_0 + 6800, flk_key_data_0 + 6864, flk_key_data_0 + 6928, flk_key_data_0 + 6992, flk_key_data_0 + 7056, flk_key_data_0 + 7120, flk_key_data_0 + 7184, flk_key_data_0 + 7248, flk_key_data_0 + 7312, flk_key_data_0 + 7376, flk_key_data_0 + 7440, flk_key_data_0 + 7504, flk_key_data_0 + 7568, flk_key_data_0 + 7632, flk_key_data_0 + 7696, flk_key_data_0 + 7760, flk_key_data_0 + 7824, flk_key_data_0 + 7888, flk_key_data_0 + 7952, flk_key_data_0 + 8016, flk_key_data_0 + 8080, flk_key_data_0 + 8144, flk_key_data_0 + 8208, flk_key_data_0 + 8272, flk_key_data_0 + 8336, flk_key_data_0 + 8400, flk_key_data_0 + 8464, flk_key_data_0 + 8528, flk_key_data_0 + 8592, flk_key_data_0 + 8656, flk_key_data_0 + 8720, flk_key_data_0 + 8784, flk_key_data_0 + 8848, flk_key_data_0 + 8912, flk_key_data_0 + 8976, flk_key_data_0 + 9040, flk_key_data_0 + 9104, flk_key_data_0 + 9168, flk_key_data_0 + 9232, flk_key_data_0 + 9296, flk_key_data_0 + 9360, flk_key_data_0 + 9424, flk_key_data_0 + 9488, flk_key_data_0 + 9552, flk_key_data_0 + 9616, flk_key_data_0 + 9680, flk_key_data_0 + 9744, flk_key_data_0 + 9808, flk_key_data_0 + 9872, flk_key_data_0 + 9936, flk_key_data_0 + 10000, flk_key_data_0 + 10064, flk_key_data_0 + 10128, flk_key_data_0 + 10192, flk_key_data_0 + 10256, flk_key_data_0 + 10320, flk_key_data_0 + 10384, flk_key_data_0 + 10448, flk_key_data_0 + 10512, flk_key_data_0 + 10576, flk_key_data_0 + 10640, flk_key_data_0 + 10704, flk_key_data_0 + 10768, flk_key_data_0 + 10832, flk_key_data_0 + 10896, flk_key_data_0 + 10960, flk_key_data_0 + 11024, flk_key_data_0 + 11088, flk_key_data_0 + 11152, flk_key_data_0 + 11216, flk_key_data_0 + 11280, flk_key_data_0 + 11344, flk_key_data_0 + 11408, flk_key_data_0 + 11472, flk_key_data_0 + 11536, flk_key_data_0 + 11600, flk_key_data_0 + 11664, flk_key_data_0 + 11728, flk_key_data_0 + 11792, flk_key_data_0 + 11856, flk_key_data_0 + 11920, flk_key_data_0 + 11984, flk_key_data_0 + 12048, flk_key_data_0 + 12112, flk_key_data_0 + 12176, flk_key_data_0 + 12240, flk_key_data_0 + 12304, flk_key_data_0 + 12368, flk_key_data_0 + 12432, flk_key_data_0 + 12496, flk_key_data_0 + 12560, flk_key_data_0 + 12624, flk_key_data_0 + 12688, flk_key_data_0 + 12752,
    flk_key_data_1 + 72,
    flk_key_data_2 + 72,
    flk_key_data_3 + 8, flk_key_data_3 + 48,
    flk_key_data_4 + 8, flk_key_data_4 + 72,
    flk_key_data_5 + 8,
    flk_key_data_6 + 8,
    flk_key_data_7 + 8,
    flk_key_data_8 + 80,
    flk_key_data_9 + 8,
    flk_key_data_10 + 8, flk_key_data_10 + 72,
    flk_key_data_11 + 8, flk_key_data_11 + 72,
    flk_key_data_12 + 16,
    flk_key_data_13 + 8, flk_key_data_13 + 40,
    flk_key_data_14 + 8, flk_key_data_14 + 56,
    flk_key_data_15 + 16,
    flk_key_data_16 + 16, flk_key_data_16 + 160,
    flk_key_data_17 + 40, flk_key_data_17 + 112,
    flk_key_data_18 + 16,
    flk_key_data_19 + 32,
    flk_key_data_20 + 40,
    flk_key_data_21 + 8, flk_key_data_21 + 160,
    flk_key_data_22 + 32,
    flk_key_data_23 + 8,
    flk_key_data_24 + 8,
    flk_key_data_25 + 72,
    flk_key_data_26 + 0, flk_key_data_26 + 16, flk_key_data_26 + 80,
    flk_key_data_27 + 8, flk_key_data_27 + 72,
    flk_key_data_28 + 64,
    flk_key_data_29 + 16,
    flk_key_data_30 + 8,
    flk_key_data_31 + 72,
    flk_key_data_32 + 48,
    flk_key_data_33 + 9,
    flk_key_data_34 + 32, flk_key_data_34 + 96, flk_key_data_34 + 184, flk_key_data_34 + 232, flk_key_data_34 + 288, flk_key_data_34 + 360, flk_key_data_34 + 408, flk_key_data_34 + 672, flk_key_data_34 + 1024, flk_key_data_34 + 1296, flk_key_data_34 + 1664, flk_key_data_34 + 1688, flk_key_data_34 + 1976, flk_key_data_34 + 3120,
    flk_key_data_35 + 16,
    flk_key_data_36 + 16,
    flk_key_data_37 + 0, flk_key_data_37 + 16,
    flk_key_data_38 + 0, flk_key_data_38 + 48,
    flk_key_data_39 + 16,
    flk_key_data_40 + 16,
    flk_key_data_41 + 16,
    flk_key_data_42 + 0,
    flk_key_data_43 + 0,
    flk_key_data_44 + 0,
    flk_key_data_45 + 0,
    flk_key_data_46 + 4,
    flk_key_data_47 + 160,
    flk_key_data_48 + 0,
    flk_key_data_49 + 8,
    flk_key_data_50 + 32,
    flk_key_data_51 + 24,
    flk_key_data_52 + 48, flk_key_data_52 + 112,
    flk_key_data_53 + 0, flk_key_data_53 + 80,
    flk_key_data_54 + 48, flk_key_data_54 + 304, flk_key_data_54 + 560, flk_key_data_54 + 816, flk_key_data_54 + 1072, flk_key_data_54 + 1328,
    flk_key_data_55 + 0,
    flk_key_data_56 + 0,
    flk_key_data_57 + 2,
    flk_key_data_58 + 2,
    flk_key_data_59 + 28,
    flk_key_data_60 + 0,
    flk_key_data_61 + 0,
    flk_key_data_62 + 0,
    flk_key_data_63 + 0,
    flk_key_data_64 + 0,
    flk_key_data_65 + 0,
    flk_key_data_66 + 0,
    flk_key_data_67 + 0,
    flk_key_data_68 + 0,
    flk_key_data_69 + 0,
    flk_key_data_70 + 0,
    flk_key_data_71 + 0,
    flk_key_data_72 + 0,
    flk_key_data_73 + 0,
    flk_key_data_74 + 0,
    flk_key_data_75 + 0,
    flk_key_data_76 + 0,
    flk_key_data_77 + 0,
    flk_key_data_78 + 0,
    flk_key_data_79 + 0,
    flk_key_data_80 + 0,
    flk_key_data_81 + 0,
    flk_key_data_82 + 0,
    flk_key_data_83 + 0,
    flk_key_data_84 + 0,
    flk_key_data_85 + 0,
    flk_key_data_86 + 0,
    flk_key_data_87 + 0,
    flk_key_data_88 + 0,
    flk_key_data_89 + 0,
    flk_key_data_90 + 8,
    flk_key_data_91 + 0, flk_key_data_91 + 71,
};
const unsigned long flk_key_data_line_count = sizeof flk_key_data_lines / sizeof *flk_key_data_lines;
