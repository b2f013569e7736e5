// Written by tools/make_hot_sections.py (`make hot-sections`):
// the lines of the binary's own data the keys touched (the first byte touched on each),
// each named as its function's or object's address plus an offset; one this build lacks is null (input_shim.c).
extern const char flk_key_data_0[] __asm__("flk_key_code_lines") __attribute__((weak));
extern const char flk_key_data_1[] __asm__("flk_key_data_lines") __attribute__((weak));
extern const char flk_key_data_2[] __asm__("$s5Model14CatalogServiceCAA011PhotoSearchC0AAWP") __attribute__((weak));
extern const char flk_key_data_3[] __asm__("$s5Model20DeferredPhotoServiceCAA0c6SearchD0AAWP") __attribute__((weak));
extern const char flk_key_data_4[] __asm__("$s10TerminalUI6CanvasVWV") __attribute__((weak));
extern const char flk_key_data_5[] __asm__("$s10TerminalUI3KeyOWV") __attribute__((weak));
extern const char flk_key_data_6[] __asm__("$s10TerminalUI3KeyOMf") __attribute__((weak));
extern const char flk_key_data_7[] __asm__("$s10TerminalUI9KeyReaderVWV") __attribute__((weak));
extern const char flk_key_data_8[] __asm__("$s10TerminalUI9KeyReaderVMf") __attribute__((weak));
extern const char flk_key_data_9[] __asm__("$s10TerminalUI15ResultsOnScreenV4SlotOWV") __attribute__((weak));
extern const char flk_key_data_10[] __asm__("$s10TerminalUI15ResultsOnScreenV4SlotOMf") __attribute__((weak));
extern const char flk_key_data_11[] __asm__("$s10TerminalUI13ResultsScreenCAA0D0AAWP") __attribute__((weak));
extern const char flk_key_data_12[] __asm__("$s10TerminalUI13ResultsScreenC7SlotDue33_E2D85A74ED32AAD52CA445668A49F65CLLVWV") __attribute__((weak));
extern const char flk_key_data_13[] __asm__("$s10TerminalUI15ScreenNavigatorC10ViewModels0E13ModelServicesAAWP") __attribute__((weak));
extern const char flk_key_data_14[] __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsAAWP") __attribute__((weak));
extern const char flk_key_data_15[] __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsAAWP") __attribute__((weak));
extern const char flk_key_data_16[] __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE4TypeAAWP") __attribute__((weak));
extern const char flk_key_data_17[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE6InputsAAWP") __attribute__((weak));
extern const char flk_key_data_18[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsAAWP") __attribute__((weak));
extern const char flk_key_data_19[] __asm__("$s11Observation0A8TrackingV11_AccessListVSgMN") __attribute__((weak));
extern const char flk_key_data_20[] __asm__("$ss26_OptionalNilComparisonTypeVN") __attribute__((weak));
extern const char flk_key_data_21[] __asm__("$sSu5WordsVN") __attribute__((weak));
extern const char flk_key_data_22[] __asm__("$ss11_SetStorageCySiGMf") __attribute__((weak));
extern const char flk_key_data_23[] __asm__("$ss10AnyKeyPathCSHsWP") __attribute__((weak));
extern const char flk_key_data_24[] __asm__("$ss10AnyKeyPathCSQsWP") __attribute__((weak));
extern const char flk_key_data_25[] __asm__("$sSis23CustomStringConvertiblesWP") __attribute__((weak));
extern const char flk_key_data_26[] __asm__("$sBi64_WV") __attribute__((weak));
extern const char flk_key_data_27[] __asm__("$sBoWV") __attribute__((weak));
extern const char flk_key_data_28[] __asm__("$syycWV") __attribute__((weak));
extern const char flk_key_data_29[] __asm__("$sytWV") __attribute__((weak));
extern const char flk_key_data_30[] __asm__("$ss20DispatchMainExecutorCs0bC0sWP") __attribute__((weak));
extern const char flk_key_data_31[] __asm__("$sScMScAsWP") __attribute__((weak));
extern const char flk_key_data_32[] __asm__("__OS_dispatch_queue_mgr_vtable") __attribute__((weak));
extern const char flk_key_data_33[] __asm__("__OS_dispatch_source_vtable") __attribute__((weak));
extern const char flk_key_data_34[] __asm__("_dispatch_source_type_timer") __attribute__((weak));
extern const char flk_key_data_35[] __asm__("_GLOBAL_OFFSET_TABLE_") __attribute__((weak));
extern const char flk_key_data_36[] __asm__("$s5Model14CatalogServiceCMf") __attribute__((weak));
extern const char flk_key_data_37[] __asm__("$s5Model20DeferredPhotoServiceCMf") __attribute__((weak));
extern const char flk_key_data_38[] __asm__("$s10TerminalUI13ResultsScreenC11keyContextsSay10ViewModels10KeyContextOGvgTv0_") __attribute__((weak));
extern const char flk_key_data_39[] __asm__("$s10TerminalUI0A3AppC8readKeys33_B755C313297C0CFB8D4F05E2281575F6LLyyFTv_") __attribute__((weak));
extern const char flk_key_data_40[] __asm__("$s10ViewModels03AppA5ModelCMf") __attribute__((weak));
extern const char flk_key_data_41[] __asm__("$s10ViewModels010ResultItemA5ModelCMf") __attribute__((weak));
extern const char flk_key_data_42[] __asm__("$s10ViewModels013SearchResultsA5ModelCMf") __attribute__((weak));
extern const char flk_key_data_43[] __asm__("$s11Observation21_ManagedCriticalStateV12LockedBuffer33_5FBF5A2F6E23120A78D8E0DC60BDDA83LLCyAA0A8TrackingV0D0V_GMD") __attribute__((weak));
extern const char flk_key_data_44[] __asm__("$ss18_DictionaryStorageCySO11Observation0C8TrackingV5EntryVGMD") __attribute__((weak));
extern const char flk_key_data_45[] __asm__("$ss23_ContiguousArrayStorageCyys10AnyKeyPathCYbcGMD") __attribute__((weak));
extern const char flk_key_data_46[] __asm__("ESCDELAY") __attribute__((weak));
extern const char flk_key_data_47[] __asm__("_nc_globals") __attribute__((weak));
extern const char flk_key_data_48[] __asm__("$ss26__EmptyDictionarySingletonCN") __attribute__((weak));
extern const char flk_key_data_49[] __asm__("_swift_allocObject") __attribute__((weak));
extern const char flk_key_data_50[] __asm__("_swiftEmptyArrayStorage") __attribute__((weak));
extern const char flk_key_data_51[] __asm__("_swiftEmptyDictionarySingleton") __attribute__((weak));
extern const char flk_key_data_52[] __asm__("_swiftEmptySetSingleton") __attribute__((weak));
extern const char flk_key_data_53[] __asm__("_dispatch_main_q") __attribute__((weak));
extern const char flk_key_data_54[] __asm__("_dispatch_mgr_q") __attribute__((weak));
extern const char flk_key_data_55[] __asm__("_dispatch_root_queues") __attribute__((weak));
extern const char flk_key_data_56[] __asm__("flk_key_code_line_count") __attribute__((weak));
extern const char flk_key_data_57[] __asm__("flk_key_data_line_count") __attribute__((weak));
extern const char flk_key_data_58[] __asm__("$s10TerminalUI3KeyOMn") __attribute__((weak));
extern const char flk_key_data_59[] __asm__("$s10TerminalUI13ResultsScreenC7SlotDue33_E2D85A74ED32AAD52CA445668A49F65CLLVMn") __attribute__((weak));
extern const char flk_key_data_60[] __asm__("$s10ViewModels9NavigatorTL") __attribute__((weak));
extern const char flk_key_data_61[] __asm__("$sScPSgML") __attribute__((weak));
extern const char flk_key_data_62[] __asm__("$ss11_SetStorageCySiGML") __attribute__((weak));
extern const char flk_key_data_63[] __asm__("$ss23_ContiguousArrayStorageCy10ViewModels10KeyContextOGML") __attribute__((weak));
extern const char flk_key_data_64[] __asm__("$ss23_ContiguousArrayStorageCy10TerminalUI3KeyOGML") __attribute__((weak));
extern const char flk_key_data_65[] __asm__("$s10TerminalUI8MainLoopO8watchers33_02F6ECF6B4ECB47B1384BCFDEEDA4814LLSDys5Int32VySbYbScMYccGvpZ") __attribute__((weak));
extern const char flk_key_data_66[] __asm__("$s10TerminalUI15ScreenNavigatorC22_$observationRegistrar33_7DCD83B4398A65DD5C4AD9EAD861B6B5LL11Observation0pF0VvpWvd") __attribute__((weak));
extern const char flk_key_data_67[] __asm__("$s10TerminalUI15ScreenNavigatorCAC11Observation10ObservableAAWL") __attribute__((weak));
extern const char flk_key_data_68[] __asm__("$s10TerminalUI0A3AppC7probing33_B755C313297C0CFB8D4F05E2281575F6LLs15ContinuousClockV7InstantVSgvpWvd") __attribute__((weak));
extern const char flk_key_data_69[] __asm__("$ss15ContinuousClockV7InstantVSgML") __attribute__((weak));
extern const char flk_key_data_70[] __asm__("$ss15ContinuousClockV7InstantVSg_AEtML") __attribute__((weak));
extern const char flk_key_data_71[] __asm__("$s10TerminalUI6Screen_pSgML") __attribute__((weak));
extern const char flk_key_data_72[] __asm__("$ss23_ContiguousArrayStorageCy10TerminalUI15ResultsOnScreenV4SlotOGML") __attribute__((weak));
extern const char flk_key_data_73[] __asm__("$ss23_ContiguousArrayStorageCy10TerminalUI12ImagePainterC10UnsentCell33_F818917310E8169F8C1C24501EFBACD4LLVGML") __attribute__((weak));
extern const char flk_key_data_74[] __asm__("$s10ViewModels12ActionStatusCAC11Observation10ObservableAAWL") __attribute__((weak));
extern const char flk_key_data_75[] __asm__("$ss23_ContiguousArrayStorageCy10ViewModels010ResultItemD9ModelType_pGML") __attribute__((weak));
extern const char flk_key_data_76[] __asm__("$s10ViewModels010ResultItemA9ModelType_pML") __attribute__((weak));
extern const char flk_key_data_77[] __asm__("$s10ViewModels12ActionStatusC22_$observationRegistrar33_EA2DBB95555F303D5BD3ED47F43607D7LL11Observation0oF0VvpWvd") __attribute__((weak));
extern const char flk_key_data_78[] __asm__("$s10ViewModels03AppA5ModelCAC11Observation10ObservableAAWL") __attribute__((weak));
extern const char flk_key_data_79[] __asm__("$s10ViewModels010ResultItemA5ModelCAC11Observation10ObservableAAWL") __attribute__((weak));
extern const char flk_key_data_80[] __asm__("$s10ViewModels12PhotoActionsCAC11Observation10ObservableAAWL") __attribute__((weak));
extern const char flk_key_data_81[] __asm__("$s10ViewModels010ResultItemA5ModelC22_$observationRegistrar33_076AC47C8CBCC779DBA2505DD129FBCFLL11Observation0nG0VvpWvd") __attribute__((weak));
extern const char flk_key_data_82[] __asm__("$s10ViewModels12ResultsPagerC22_$observationRegistrar33_360FB96CDA7FF7E522F2019B01C4877ELL11Observation0nF0VvpWvd") __attribute__((weak));
extern const char flk_key_data_83[] __asm__("$s10ViewModels12ResultsPagerCAC11Observation10ObservableAAWL") __attribute__((weak));
extern const char flk_key_data_84[] __asm__("$s11Observation0A8TrackingV11_AccessListVSgMJ") __attribute__((weak));
extern const char flk_key_data_85[] __asm__("newscr") __attribute__((weak));
extern const char flk_key_data_86[] __asm__("_nc_tparm_err") __attribute__((weak));
extern const char flk_key_data_87[] __asm__("_swift_disableExclusivityChecking") __attribute__((weak));
extern const char flk_key_data_88[] __asm__("_swift_stdlib_Hashing_parameters") __attribute__((weak));
extern const char flk_key_data_89[] __asm__("$sScM9_executors12MainExecutor_pSgvpZ") __attribute__((weak));
extern const char flk_key_data_90[] __asm__("swift_task_getMainExecutor_hook") __attribute__((weak));
extern const char flk_key_data_91[] __asm__("_dispatch_hw_config") __attribute__((weak));
extern const char flk_key_data_92[] __asm__("_dispatch_timers_heap") __attribute__((weak));
const char *const flk_key_data_lines[] = {
    flk_key_data_0 + 0, flk_key_data_0 + 48, flk_key_data_0 + 112, flk_key_data_0 + 176, flk_key_data_0 + 240, flk_key_data_0 + 304, flk_key_data_0 + 368, flk_key_data_0 + 432, flk_key_data_0 + 496, flk_key_data_0 + 560, flk_key_data_0 + 624, flk_key_data_0 + 688, flk_key_data_0 + 752, flk_key_data_0 + 816, flk_key_data_0 + 880, flk_key_data_0 + 944, flk_key_data_0 + 1008, flk_key_data_0 + 1072, flk_key_data_0 + 1136, flk_key_data_0 + 1200, flk_key_data_0 + 1264, flk_key_data_0 + 1328, flk_key_data_0 + 1392, flk_key_data_0 + 1456, flk_key_data_0 + 1520, flk_key_data_0 + 1584, flk_key_data_0 + 1648, flk_key_data_0 + 1712, flk_key_data_0 + 1776, flk_key_data_0 + 1840, flk_key_data_0 + 1904, flk_key_data_0 + 1968, flk_key_data_0 + 2032, flk_key_data_0 + 2096, flk_key_data_0 + 2160, flk_key_data_0 + 2224, flk_key_data_0 + 2288, flk_key_data_0 + 2352, flk_key_data_0 + 2416, flk_key_data_0 + 2480, flk_key_data_0 + 2544, flk_key_data_0 + 2608, flk_key_data_0 + 2672, flk_key_data_0 + 2736, flk_key_data_0 + 2800, flk_key_data_0 + 2864, flk_key_data_0 + 2928, flk_key_data_0 + 2992, flk_key_data_0 + 3056, flk_key_data_0 + 3120, flk_key_data_0 + 3184, flk_key_data_0 + 3248, flk_key_data_0 + 3312, flk_key_data_0 + 3376, flk_key_data_0 + 3440, flk_key_data_0 + 3504, flk_key_data_0 + 3568, flk_key_data_0 + 3632, flk_key_data_0 + 3696, flk_key_data_0 + 3760, flk_key_data_0 + 3824, flk_key_data_0 + 3888, flk_key_data_0 + 3952, flk_key_data_0 + 4016, flk_key_data_0 + 4080, flk_key_data_0 + 4144, flk_key_data_0 + 4208, flk_key_data_0 + 4272, flk_key_data_0 + 4336, flk_key_data_0 + 4400, flk_key_data_0 + 4464, flk_key_data_0 + 4528, flk_key_data_0 + 4592, flk_key_data_0 + 4656, flk_key_data_0 + 4720, flk_key_data_0 + 4784, flk_key_data_0 + 4848, flk_key_data_0 + 4912, flk_key_data_0 + 4976, flk_key_data_0 + 5040, flk_key_data_0 + 5104, flk_key_data_0 + 5168, flk_key_data_0 + 5232, flk_key_data_0 + 5296, flk_key_data_0 + 5360, flk_key_data_0 + 5424, flk_key_data_0 + 5488, flk_key_data_0 + 5552, flk_key_data_0 + 5616, flk_key_data_0 + 5680, flk_key_data_0 + 5744, flk_key_data_0 + 5808, flk_key_data_0 + 5872, flk_key_data_0 + 5936, flk_key_data_0 + 6000, flk_key_data_0 + 6064, flk_key_data_0 + 6128, flk_key_data_0 + 6192, flk_key_data_0 + 6256, flk_key_data_0 + 6320, flk_key_data_0 + 6384, flk_key_data_0 + 6448, flk_key_data_0 + 6512, flk_key_data_0 + 6576, flk_key_data_0 + 6640, flk_key_data_0 + 6704, flk_key_data_0 + 6768, flk_key_data_0 + 6832, flk_key_data_0 + 6896, flk_key_data_0 + 6960, flk_key_data_0 + 7024, flk_key_data_0 + 7088, flk_key_data_0 + 7152, flk_key_data_0 + 7216, flk_key_data_0 + 7280, flk_key_data_0 + 7344, flk_key_data_0 + 7408, flk_key_data_0 + 7472, flk_key_data_0 + 7536, flk_key_data_0 + 7600, flk_key_data_0 + 7664, flk_key_data_0 + 7728, flk_key_data_0 + 7792, flk_key_data_0 + 7856, flk_key_data_0 + 7920, flk_key_data_0 + 7984, flk_key_data_0 + 8048, flk_key_data_0 + 8112, flk_key_data_0 + 8176, flk_key_data_0 + 8240, flk_key_data_0 + 8304, flk_key_data_0 + 8368, flk_key_data_0 + 8432, flk_key_data_0 + 8496, flk_key_data_0 + 8560, flk_key_data_0 + 8624, flk_key_data_0 + 8688, flk_key_data_0 + 8752, flk_key_data_0 + 8816, flk_key_data_0 + 8880, flk_key_data_0 + 8944, flk_key_data_0 + 9008, flk_key_data_0 + 9072, flk_key_data_0 + 9136, flk_key_data_0 + 9200, flk_key_data_0 + 9264, flk_key_data_0 + 9328, flk_key_data_0 + 9392, flk_key_data_0 + 9456, flk_key_data_0 + 9520, flk_key_data_0 + 9584, flk_key_data_0 + 9648, flk_key_data_0 + 9712, flk_key_data_0 + 9776, flk_key_data_0 + 9840, flk_key_data_0 + 9904, flk_key_data_0 + 9968, flk_key_data_0 + 10032, flk_key_data_0 + 10096, flk_key_data_0 + 10160, flk_key_data_0 + 10224, flk_key_data_0 + 10288, flk_key_data_0 + 10352, flk_key_data_0 + 10416, flk_key_data_0 + 10480, flk_key_data_0 + 10544, flk_key_data_0 + 10608, flk_key_data_0 + 10672, flk_key_data_0 + 10736, flk_key_data_0 + 10800, flk_key_data_0 + 10864, flk_key_data_0 + 10928, flk_key_data_0 + 10992, flk_key_data_0 + 11056, flk_key_data_0 + 11120, flk_key_data_0 + 11184, flk_key_data_0 + 11248, flk_key_data_0 + 11312, flk_key_data_0 + 11376, flk_key_data_0 + 11440, flk_key_data_0 + 11504, flk_key_data_0 + 11568, flk_key_data_0 + 11632, flk_key_data_0 + 11696, flk_key_data_0 + 11760, flk_key_data_0 + 11824, flk_key_data_0 + 11888, flk_key_data_0 + 11952, flk_key_data_0 + 12016, flk_key_data_0 + 12080, flk_key_data_0 + 12144, flk_key_data_0 + 12208, flk_key_data_0 + 12272, flk_key_data_0 + 12336, flk_key_data_0 + 12400, flk_key_data_0 + 12464, flk_key_data_0 + 12528, flk_key_data_0 + 12592, flk_key_data_0 + 12656, flk_key_data_0 + 12720, flk_key_data_0 + 12784, flk_key_data_0 + 12848,
    flk_key_data_1 + 48, flk_key_data_1 + 112, flk_key_data_1 + 176, flk_key_data_1 + 240, flk_key_data_1 + 304, flk_key_data_1 + 368, flk_key_data_1 + 432, flk_key_data_1 + 496, flk_key_data_1 + 560, flk_key_data_1 + 624, flk_key_data_1 + 688, flk_key_data_1 + 752, flk_key_data_1 + 816, flk_key_data_1 + 880, flk_key_data_1 + 944, flk_key_data_1 + 1008, flk_key_data_1 + 1072, flk_key_data_1 + 1136, flk_key_data_1 + 1200, flk_key_data_1 + 1264, flk_key_data_1 + 1328, flk_key_data_1 + 1392, flk_key_data_1 + 1456, flk_key_data_1 + 1520, flk_key_data_1 + 1584, flk_key_data_1 + 1648, flk_key_data_1 + 1712, flk_key_data_1 + 1776, flk_key_data_1 + 1840, flk_key_data_1 + 1904, flk_key_data_1 + 1968, flk_key_data_1 + 2032, flk_key_data_1 + 2096, flk_key_data_1 + 2160, flk_key_data_1 + 2224, flk_key_data_1 + 2288, flk_key_data_1 + 2352, flk_key_data_1 + 2416, flk_key_data_1 + 2480, flk_key_data_1 + 2544, flk_key_data_1 + 2608,
    flk_key_data_2 + 72,
    flk_key_data_3 + 72,
    flk_key_data_4 + 8, flk_key_data_4 + 48,
    flk_key_data_5 + 8, flk_key_data_5 + 72,
    flk_key_data_6 + 8,
    flk_key_data_7 + 8,
    flk_key_data_8 + 8,
    flk_key_data_9 + 80,
    flk_key_data_10 + 8,
    flk_key_data_11 + 8, flk_key_data_11 + 72,
    flk_key_data_12 + 8, flk_key_data_12 + 72,
    flk_key_data_13 + 16,
    flk_key_data_14 + 8, flk_key_data_14 + 40,
    flk_key_data_15 + 8, flk_key_data_15 + 56,
    flk_key_data_16 + 16,
    flk_key_data_17 + 16, flk_key_data_17 + 160,
    flk_key_data_18 + 40, flk_key_data_18 + 112,
    flk_key_data_19 + 16,
    flk_key_data_20 + 32,
    flk_key_data_21 + 40,
    flk_key_data_22 + 8, flk_key_data_22 + 160,
    flk_key_data_23 + 32,
    flk_key_data_24 + 8,
    flk_key_data_25 + 8,
    flk_key_data_26 + 72,
    flk_key_data_27 + 0, flk_key_data_27 + 16, flk_key_data_27 + 80,
    flk_key_data_28 + 8, flk_key_data_28 + 72,
    flk_key_data_29 + 64,
    flk_key_data_30 + 16,
    flk_key_data_31 + 8,
    flk_key_data_32 + 72,
    flk_key_data_33 + 48,
    flk_key_data_34 + 9,
    flk_key_data_35 + 32, flk_key_data_35 + 96, flk_key_data_35 + 184, flk_key_data_35 + 232, flk_key_data_35 + 288, flk_key_data_35 + 360, flk_key_data_35 + 408, flk_key_data_35 + 672, flk_key_data_35 + 1024, flk_key_data_35 + 1296, flk_key_data_35 + 1664, flk_key_data_35 + 1688, flk_key_data_35 + 1976, flk_key_data_35 + 3120,
    flk_key_data_36 + 16,
    flk_key_data_37 + 16,
    flk_key_data_38 + 0, flk_key_data_38 + 16,
    flk_key_data_39 + 0, flk_key_data_39 + 48,
    flk_key_data_40 + 16,
    flk_key_data_41 + 16,
    flk_key_data_42 + 16,
    flk_key_data_43 + 0,
    flk_key_data_44 + 0,
    flk_key_data_45 + 0,
    flk_key_data_46 + 0,
    flk_key_data_47 + 4,
    flk_key_data_48 + 160,
    flk_key_data_49 + 0,
    flk_key_data_50 + 8,
    flk_key_data_51 + 32,
    flk_key_data_52 + 24,
    flk_key_data_53 + 48, flk_key_data_53 + 112,
    flk_key_data_54 + 0, flk_key_data_54 + 80,
    flk_key_data_55 + 48, flk_key_data_55 + 304, flk_key_data_55 + 560, flk_key_data_55 + 816, flk_key_data_55 + 1072, flk_key_data_55 + 1328,
    flk_key_data_56 + 0,
    flk_key_data_57 + 0,
    flk_key_data_58 + 2,
    flk_key_data_59 + 2,
    flk_key_data_60 + 28,
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
    flk_key_data_90 + 0,
    flk_key_data_91 + 8,
    flk_key_data_92 + 0, flk_key_data_92 + 71,
};
const unsigned long flk_key_data_line_count = sizeof flk_key_data_lines / sizeof *flk_key_data_lines;
