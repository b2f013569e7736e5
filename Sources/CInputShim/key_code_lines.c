// Written by tools/make_hot_sections.py (`make hot-sections`):
// the code lines the keys ran (the first instruction run on each),
// each named as its function's or object's address plus an offset; one this build lacks is null (input_shim.c).
extern const char flk_key_code_0[] __asm__("flk_canvas") __attribute__((weak));
extern const char flk_key_code_1[] __asm__("__swift_instantiateConcreteTypeFromMangledName") __attribute__((weak));
extern const char flk_key_code_2[] __asm__("$s11Observation0A8TrackingV11_AccessListV03addC07keyPath7contextys010PartialKeyG0CyxG_AA0A9RegistrarV7ContextVtAA10ObservableRzlF") __attribute__((weak));
extern const char flk_key_code_3[] __asm__("$ss24withUnsafeMutablePointer2to_q0_xz_q0_SpyxGq_YKXEtq_YKs5ErrorR_Ri_zRi_0_r1_lF") __attribute__((weak));
extern const char flk_key_code_4[] __asm__("$ss17_NativeDictionaryV8setValue_6forKey8isUniqueyq_n_xSbtFSi_11Observation0I9RegistrarV5State33_5AE0855755CD62D4521FC18D42BC1E4BLLVAFVTg5") __attribute__((weak));
extern const char flk_key_code_5[] __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern const char flk_key_code_6[] __asm__("$sSh8_VariantV6insertySb8inserted_x17memberAfterInserttxnFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern const char flk_key_code_7[] __asm__("$ss10_NativeSetV9insertNew_2at8isUniqueyxn_s10_HashTableV6BucketVSbtFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern const char flk_key_code_8[] __asm__("$ss10_NativeSetV13copyAndResize8capacityySi_tFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern const char flk_key_code_9[] __asm__("$ss10_NativeSetV6resize8capacityySi_tFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern const char flk_key_code_10[] __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern const char flk_key_code_11[] __asm__("$ss17_NativeDictionaryV20_copyOrMoveAndResize8capacity12moveElementsySi_SbtFs10AnyKeyPathC_ShySiGTg5") __attribute__((weak));
extern const char flk_key_code_12[] __asm__("$ss17_NativeDictionaryV20_copyOrMoveAndResize8capacity12moveElementsySi_SbtFSi_11Observation0K9RegistrarV5State33_5AE0855755CD62D4521FC18D42BC1E4BLLVAFVTg5") __attribute__((weak));
extern const char flk_key_code_13[] __asm__("$ss17_NativeDictionaryV20_copyOrMoveAndResize8capacity12moveElementsySi_SbtFSO_11Observation0K8TrackingV5EntryVTg5") __attribute__((weak));
extern const char flk_key_code_14[] __asm__("$ss17_NativeDictionaryV7_delete2atys10_HashTableV6BucketV_tFSi_11Observation0H9RegistrarV5State33_5AE0855755CD62D4521FC18D42BC1E4BLLVAIVTg5") __attribute__((weak));
extern const char flk_key_code_15[] __asm__("$ss17_NativeDictionaryV7_delete2atys10_HashTableV6BucketV_tFs10AnyKeyPathC_ShySiGTg5") __attribute__((weak));
extern const char flk_key_code_16[] __asm__("$sSh8_VariantV6removeyxSgxFSi_Tg5") __attribute__((weak));
extern const char flk_key_code_17[] __asm__("$sSD8_VariantV6remove2atx3key_q_5valuetSD5IndexVyxq__G_tFs10AnyKeyPathC_ShySiGTg5") __attribute__((weak));
extern const char flk_key_code_18[] __asm__("$ss10_NativeSetV7_delete2atys10_HashTableV6BucketV_tFSi_Tg5") __attribute__((weak));
extern const char flk_key_code_19[] __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtFys10AnyKeyPathCYbc_Tg5") __attribute__((weak));
extern const char flk_key_code_20[] __asm__("$s11Observation0A9RegistrarV7ContextV7willSet_7keyPathyx_s03KeyG0Cyxq_GtAA10ObservableRzr0_lFTf4dnn_n") __attribute__((weak));
extern const char flk_key_code_21[] __asm__("$s11Observation0A9RegistrarV7ContextV6didSet_7keyPathyx_s03KeyG0Cyxq_GtAA10ObservableRzr0_lFTf4dnn_n") __attribute__((weak));
extern const char flk_key_code_22[] __asm__("$s11Observation0A8TrackingV08_installB0_7willSet03didE0yAC_yACYbcSgAGtFZTf4nnnd_n") __attribute__((weak));
extern const char flk_key_code_23[] __asm__("$s11Observation0A8TrackingV08_installB0_8onChangeyAC11_AccessListV_yyYbctFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_24[] __asm__("$sSD17dictionaryLiteralSDyxq_Gx_q_td_tcfCSO_11Observation0C8TrackingV2IdOTt0g5Tf4g_n") __attribute__((weak));
extern const char flk_key_code_25[] __asm__("$s11Observation0A8TrackingVIeghn_SgWOy") __attribute__((weak));
extern const char flk_key_code_26[] __asm__("$sxRi_zRi0_zlyShySiGIsegr_SgWOe") __attribute__((weak));
extern const char flk_key_code_27[] __asm__("$ss29getContiguousArrayStorageType3fors01_bcD0CyxGmxm_tlF") __attribute__((weak));
extern const char flk_key_code_28[] __asm__("$ss18_DictionaryStorageC8allocate5scale3age4seedAByxq_Gs4Int8V_s5Int32VSgSiSgtFZ") __attribute__((weak));
extern const char flk_key_code_29[] __asm__("$ss21_BinaryIntegerToASCII8negative9magnitude5radix9uppercase6bufferSnySiGSb_9MagnitudeQzxSbs11MutableSpanVys5UInt8VGztSzRzlFs6UInt64V_Tg5") __attribute__((weak));
extern const char flk_key_code_30[] __asm__("$ss13KeyPathBufferV4nexts03RawaB9ComponentV_ypXpSgtyF") __attribute__((weak));
extern const char flk_key_code_31[] __asm__("$ss19RawKeyPathComponentV8bodySizeSivg") __attribute__((weak));
extern const char flk_key_code_32[] __asm__("$ss11_SetStorageC8allocate5scale3age4seedAByxGs4Int8V_s5Int32VSgSiSgtFZ") __attribute__((weak));
extern const char flk_key_code_33[] __asm__("$ss11_StringGutsV6appendyyABF") __attribute__((weak));
extern const char flk_key_code_34[] __asm__("$ss11_StringGutsV35validateInclusiveCharacterIndex_5_7ySS0F0VAEF") __attribute__((weak));
extern const char flk_key_code_35[] __asm__("$ss22_stringCompareFastUTF8__9expecting7bothNFCSbSRys5UInt8VG_AFs23_StringComparisonResultOSbtF") __attribute__((weak));
extern const char flk_key_code_36[] __asm__("$ss9_allASCIIySbSRys5UInt8VGF") __attribute__((weak));
extern const char flk_key_code_37[] __asm__("$ss12validateUTF8ys0B16ValidationResultOSRys5UInt8VGF") __attribute__((weak));
extern const char flk_key_code_38[] __asm__("$ss15__StringStorageC20_updateCountAndFlags03newD00G7IsASCIIySi_SbtF") __attribute__((weak));
extern const char flk_key_code_39[] __asm__("$ss15__StringStorageCfD") __attribute__((weak));
extern const char flk_key_code_40[] __asm__("$ss15__StringStorageC6create16initializingFrom16codeUnitCapacity7isASCIIABSRys5UInt8VG_SiSbtFZTf4nnnd_n") __attribute__((weak));
extern const char flk_key_code_41[] __asm__("$sSS8_copyingySSSsFZTf4nd_n") __attribute__((weak));
extern const char flk_key_code_42[] __asm__("$sSSySsSnySS5IndexVGcigTf4nn_g") __attribute__((weak));
extern const char flk_key_code_43[] __asm__("$ss6HasherV5_seedABSi_tcfCTf4nd_n") __attribute__((weak));
extern const char flk_key_code_44[] __asm__("$ss6HasherV5_hash4seed5bytes5countS2i_s6UInt64VSitFZTf4nnnd_n") __attribute__((weak));
extern const char flk_key_code_45[] __asm__("$ss13KeyPathBufferV4baseABSV_tcfCTf4nd_n") __attribute__((weak));
extern const char flk_key_code_46[] __asm__("$ss10_HashTableV8capacity8forScaleSis4Int8V_tFZTf4nd_n") __attribute__((weak));
extern const char flk_key_code_47[] __asm__("$ss10AnyKeyPathC2eeoiySbAB_ABtFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_48[] __asm__("$ss12_SmallStringV_9appendingABSgAB_ABtcfCTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_49[] __asm__("$ss10_HashTableV5scale11forCapacitys4Int8VSi_tFZTf4nd_n") __attribute__((weak));
extern const char flk_key_code_50[] __asm__("$ss15__StringStorageC6create29uninitializedCodeUnitCapacity29initializingUncheckedUTF8WithABSi_SiSrys5UInt8VGKXEtKFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_51[] __asm__("$sSS23_fromLargeUTF8Repairing21uninitializedCapacity16initializingWithSSSi_SiSrys5UInt8VGKXEtKFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_52[] __asm__("$ss22_AbstractStringStorageP02asB0SSvgTj") __attribute__((weak));
extern const char flk_key_code_53[] __asm__("__swift_instantiateCanonicalPrespecializedGenericMetadata") __attribute__((weak));
extern const char flk_key_code_54[] __asm__("$sSis23CustomStringConvertiblessAAP11descriptionSSvgTW") __attribute__((weak));
extern const char flk_key_code_55[] __asm__("$sScfsE15_isSameExecutorySbqd__ScfRd__lF") __attribute__((weak));
extern const char flk_key_code_56[] __asm__("_swift_task_isMainExecutorSwift") __attribute__((weak));
extern const char flk_key_code_57[] __asm__("swift_getMainExecutor") __attribute__((weak));
extern const char flk_key_code_58[] __asm__("swift_task_getMainExecutorImpl") __attribute__((weak));
extern const char flk_key_code_59[] __asm__("_dispatch_call_block_and_release") __attribute__((weak));
extern const char flk_key_code_60[] __asm__("_os_object_release_internal_n") __attribute__((weak));
extern const char flk_key_code_61[] __asm__("_dispatch_continuation_pop") __attribute__((weak));
extern const char flk_key_code_62[] __asm__("_dispatch_lane_serial_drain") __attribute__((weak));
extern const char flk_key_code_63[] __asm__("_dispatch_queue_wakeup") __attribute__((weak));
extern const char flk_key_code_64[] __asm__("_dispatch_mgr_queue_push") __attribute__((weak));
extern const char flk_key_code_65[] __asm__("_dispatch_mgr_thread") __attribute__((weak));
extern const char flk_key_code_66[] __asm__("_dispatch_main_queue_callback_4CF") __attribute__((weak));
extern const char flk_key_code_67[] __asm__("_dispatch_source_invoke") __attribute__((weak));
extern const char flk_key_code_68[] __asm__("_dispatch_source_wakeup") __attribute__((weak));
extern const char flk_key_code_69[] __asm__("_dispatch_source_merge_evt") __attribute__((weak));
extern const char flk_key_code_70[] __asm__("_dispatch_event_loop_drain_timers") __attribute__((weak));
extern const char flk_key_code_71[] __asm__("_dispatch_event_loop_timer_arm") __attribute__((weak));
extern const char flk_key_code_72[] __asm__("_dispatch_event_loop_drain") __attribute__((weak));
extern const char flk_key_code_73[] __asm__("$s20FoundationEssentials4DataVwet") __attribute__((weak));
extern const char flk_key_code_74[] __asm__("flickterm_main") __attribute__((weak));
extern const char flk_key_code_75[] __asm__("$s10TerminalUI8MainLoopO3runs5NeverOyFZ") __attribute__((weak));
extern const char flk_key_code_76[] __asm__("$sScM14assumeIsolated_4file4linexxyKScMYcXE_s12StaticStringVSutKs8SendableRzlFZyt_Tg5") __attribute__((weak));
extern const char flk_key_code_77[] __asm__("$s10TerminalUI8MainLoopO3runs5NeverOyFZyyScMYcXEfU_") __attribute__((weak));
extern const char flk_key_code_78[] __asm__("$s10TerminalUI0A3AppC6listen33_B755C313297C0CFB8D4F05E2281575F6LLyyFySbYbScMYccfU_") __attribute__((weak));
extern const char flk_key_code_79[] __asm__("$s10TerminalUI0A3AppC8readKeys33_B755C313297C0CFB8D4F05E2281575F6LLyyF") __attribute__((weak));
extern const char flk_key_code_80[] __asm__("swift_release") __attribute__((weak));
extern const char flk_key_code_81[] __asm__("_ZN5swift9RefCountsINS_13RefCountBitsTILNS_19RefCountInlinednessE1EEEE15doDecrementSlowILNS_13PerformDeinitE1EEEbS3_j") __attribute__((weak));
extern const char flk_key_code_82[] __asm__("$s10TerminalUI0A3AppC6handle33_B755C313297C0CFB8D4F05E2281575F6LLyyAA3KeyOF") __attribute__((weak));
extern const char flk_key_code_83[] __asm__("_swift_release_dealloc") __attribute__((weak));
extern const char flk_key_code_84[] __asm__("$s10TerminalUI13ResultsScreenCAA0D0A2aDP6handleySbAA3KeyOFTW") __attribute__((weak));
extern const char flk_key_code_85[] __asm__("$s10TerminalUI13ResultsScreenC6handleySbAA3KeyOF") __attribute__((weak));
extern const char flk_key_code_86[] __asm__("flk_main_queue_run") __attribute__((weak));
extern const char flk_key_code_87[] __asm__("flk_wait_next") __attribute__((weak));
extern const char flk_key_code_88[] __asm__("swift_allocObject") __attribute__((weak));
extern const char flk_key_code_89[] __asm__("$s11Observation0A9RegistrarV6access_7keyPathyx_s03KeyE0Cyxq_GtAA10ObservableRzr0_lF") __attribute__((weak));
extern const char flk_key_code_90[] __asm__("$ss23_ContiguousArrayStorageCfD") __attribute__((weak));
extern const char flk_key_code_91[] __asm__("swift_retain") __attribute__((weak));
extern const char flk_key_code_92[] __asm__("swift_slowAlloc") __attribute__((weak));
extern const char flk_key_code_93[] __asm__("swift_deallocObject") __attribute__((weak));
extern const char flk_key_code_94[] __asm__("swift_deallocClassInstance") __attribute__((weak));
extern const char flk_key_code_95[] __asm__("swift_beginAccess") __attribute__((weak));
extern const char flk_key_code_96[] __asm__("$s10ViewModels013SearchResultsA5ModelC4show33_3E4BF0978959A2EF4642272768448B64LLyySnySiGF") __attribute__((weak));
extern const char flk_key_code_97[] __asm__("swift_slowDealloc") __attribute__((weak));
extern const char flk_key_code_98[] __asm__("swift_task_isCurrentExecutor") __attribute__((weak));
extern const char flk_key_code_99[] __asm__("swift_task_isCurrentExecutorWithFlags") __attribute__((weak));
extern const char flk_key_code_100[] __asm__("swift_bridgeObjectRelease") __attribute__((weak));
extern const char flk_key_code_101[] __asm__("swift_task_isMainExecutor") __attribute__((weak));
extern const char flk_key_code_102[] __asm__("swift_task_isMainExecutorImpl") __attribute__((weak));
extern const char flk_key_code_103[] __asm__("$ss6HasherV9_finalizeSiyF") __attribute__((weak));
extern const char flk_key_code_104[] __asm__("swift_arrayDestroy") __attribute__((weak));
extern const char flk_key_code_105[] __asm__("$sSS4hash4intoys6HasherVz_tF") __attribute__((weak));
extern const char flk_key_code_106[] __asm__("$sScfsE14isMainExecutorSbvg") __attribute__((weak));
extern const char flk_key_code_107[] __asm__("_ZN5swift7runtime9AccessSet6insertEPNS0_6AccessEPvS4_NS_16ExclusivityFlagsE") __attribute__((weak));
extern const char flk_key_code_108[] __asm__("swift_getKeyPath") __attribute__((weak));
extern const char flk_key_code_109[] __asm__("$ss17_swift_getKeyPath7pattern9argumentsSVSv_SVtF") __attribute__((weak));
extern const char flk_key_code_110[] __asm__("swift_bridgeObjectRetain") __attribute__((weak));
extern const char flk_key_code_111[] __asm__("$ss6HasherV7combine5bytesySW_tF") __attribute__((weak));
extern const char flk_key_code_112[] __asm__("$ss6HasherV5_seedABSi_tcfC") __attribute__((weak));
extern const char flk_key_code_113[] __asm__("swift_endAccess") __attribute__((weak));
extern const char flk_key_code_114[] __asm__("$s10TerminalUI9KeyReaderV7rawKeys33_D36EFDE33BCA181CEA5EFE22689907CBLLSayAA0C0OGyFTf4d_n") __attribute__((weak));
extern const char flk_key_code_115[] __asm__("$s10ViewModels11KeyBindingsV6action3for2inAA0C6ActionOSgAA0C4NameO_AA0C7ContextOtFTf4nnx_n") __attribute__((weak));
extern const char flk_key_code_116[] __asm__("wattron") __attribute__((weak));
extern const char flk_key_code_117[] __asm__("wattrset") __attribute__((weak));
extern const char flk_key_code_118[] __asm__("wattr_get") __attribute__((weak));
extern const char flk_key_code_119[] __asm__("mvwaddnwstr") __attribute__((weak));
extern const char flk_key_code_120[] __asm__("wget_wch") __attribute__((weak));
extern const char flk_key_code_121[] __asm__("_ZN5swift9RefCountsINS_13RefCountBitsTILNS_19RefCountInlinednessE1EEEE13incrementSlowES3_j") __attribute__((weak));
extern const char flk_key_code_122[] __asm__("$sScA15unownedExecutorScevgTj") __attribute__((weak));
extern const char flk_key_code_123[] __asm__("$s10TerminalUI0A3AppC3act33_B755C313297C0CFB8D4F05E2281575F6LLyyF") __attribute__((weak));
extern const char flk_key_code_124[] __asm__("_ZN5swift7runtime15SwiftTLSContext3getEv") __attribute__((weak));
extern const char flk_key_code_125[] __asm__("$s10TerminalUI10KeyDecoderV6decodeySayAA0C0OGAGF") __attribute__((weak));
extern const char flk_key_code_126[] __asm__("swift_task_getMainExecutor") __attribute__((weak));
extern const char flk_key_code_127[] __asm__("_nc_wgetch") __attribute__((weak));
extern const char flk_key_code_128[] __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF10ViewModels7KeyNameO_Tg5") __attribute__((weak));
extern const char flk_key_code_129[] __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10TerminalUI3KeyO_Tg5") __attribute__((weak));
extern const char flk_key_code_130[] __asm__("swift_initStaticObject") __attribute__((weak));
extern const char flk_key_code_131[] __asm__("$sSS18_uncheckedFromUTF8ySSSRys5UInt8VGFZ") __attribute__((weak));
extern const char flk_key_code_132[] __asm__("swift_arrayInitWithCopy") __attribute__((weak));
extern const char flk_key_code_133[] __asm__("__swift_destroy_boxed_opaque_existential_1") __attribute__((weak));
extern const char flk_key_code_134[] __asm__("$sSYsSHRzSH8RawValueSYRpzrlE08_rawHashB04seedS2i_tF10ViewModels10KeyContextO_Tgq5") __attribute__((weak));
extern const char flk_key_code_135[] __asm__("$sSa6append10contentsOfyqd__n_t7ElementQyd__RszSTRd__lF10TerminalUI3KeyO_SayAGGTg5") __attribute__((weak));
extern const char flk_key_code_136[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE6InputsA2aDP15noticeDismissedyyFTW") __attribute__((weak));
extern const char flk_key_code_137[] __asm__("$s10ViewModels013SearchResultsA5ModelC15noticeDismissedyyF") __attribute__((weak));
extern const char flk_key_code_138[] __asm__("_ZN5swift14threading_impl14thread_is_mainEv") __attribute__((weak));
extern const char flk_key_code_139[] __asm__("_nc_timed_wait") __attribute__((weak));
extern const char flk_key_code_140[] __asm__("$s10ViewModels7KeyNameO4hash4intoys6HasherVz_tF") __attribute__((weak));
extern const char flk_key_code_141[] __asm__("$ss6HasherV8_combineyys5UInt8VF") __attribute__((weak));
extern const char flk_key_code_142[] __asm__("is_linetouched") __attribute__((weak));
extern const char flk_key_code_143[] __asm__("is_wintouched") __attribute__((weak));
extern const char flk_key_code_144[] __asm__("wtouchln") __attribute__((weak));
extern const char flk_key_code_145[] __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP4helpAA12HelpContentsVSgvgTW") __attribute__((weak));
extern const char flk_key_code_146[] __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlF10ViewModels7KeyNameO_Tg5") __attribute__((weak));
extern const char flk_key_code_147[] __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlFs5Int32V_Tg5") __attribute__((weak));
extern const char flk_key_code_148[] __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP10exitStatuss5Int32VSgvgTW") __attribute__((weak));
extern const char flk_key_code_149[] __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP7redrawsSivgTW") __attribute__((weak));
extern const char flk_key_code_150[] __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP5bellsSivgTW") __attribute__((weak));
extern const char flk_key_code_151[] __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP11newSearchesSivgTW") __attribute__((weak));
extern const char flk_key_code_152[] __asm__("__swift_project_boxed_opaque_existential_1") __attribute__((weak));
extern const char flk_key_code_153[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE4TypeA2aDP7outputsAA0cdaE7Outputs_pvgTW") __attribute__((weak));
extern const char flk_key_code_154[] __asm__("swift_retain_n") __attribute__((weak));
extern const char flk_key_code_155[] __asm__("$sSJ4hash4intoys6HasherVz_tF") __attribute__((weak));
extern const char flk_key_code_156[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP6layoutAA0D6LayoutOvgTW") __attribute__((weak));
extern const char flk_key_code_157[] __asm__("$s10TerminalUI3KeyO14terminalScalarACSgs6UInt32V_tcfCTf4nd_n") __attribute__((weak));
extern const char flk_key_code_158[] __asm__("$s10TerminalUI3KeyOwxx") __attribute__((weak));
extern const char flk_key_code_159[] __asm__("$s10TerminalUI9KeyReaderVWOc") __attribute__((weak));
extern const char flk_key_code_160[] __asm__("$s10TerminalUI9KeyReaderVwcp") __attribute__((weak));
extern const char flk_key_code_161[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE4TypeA2aDP6inputsAA0cdaE6Inputs_pvgTW") __attribute__((weak));
extern const char flk_key_code_162[] __asm__("$s10TerminalUI9KeyReaderVWOh") __attribute__((weak));
extern const char flk_key_code_163[] __asm__("swift_weakLoadStrong") __attribute__((weak));
extern const char flk_key_code_164[] __asm__("swift_isEscapingClosureAtFileLocation") __attribute__((weak));
extern const char flk_key_code_165[] __asm__("$s10ViewModels17SelectionViewportV6scroll33_2A1B70160571967959982770249FCA98LLyyF") __attribute__((weak));
extern const char flk_key_code_166[] __asm__("$s10TerminalUI3KeyOWOy") __attribute__((weak));
extern const char flk_key_code_167[] __asm__("$s10TerminalUI9KeyReaderVwxx") __attribute__((weak));
extern const char flk_key_code_168[] __asm__("$s10ViewModels7KeyNameOSgWOe") __attribute__((weak));
extern const char flk_key_code_169[] __asm__("$s10TerminalUI3KeyOwcp") __attribute__((weak));
extern const char flk_key_code_170[] __asm__("$s10ViewModels03AppA5ModelCAC11Observation10ObservableAAWl") __attribute__((weak));
extern const char flk_key_code_171[] __asm__("$s10TerminalUI3KeyO4name10ViewModels0C4NameOSgvg") __attribute__((weak));
extern const char flk_key_code_172[] __asm__("$s10ViewModels7KeyNameOSgWOy") __attribute__((weak));
extern const char flk_key_code_173[] __asm__("$s10TerminalUI3KeyOWOh") __attribute__((weak));
extern const char flk_key_code_174[] __asm__("$s10ViewModels17SelectionViewportV23__derived_struct_equalsySbAC_ACtFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_175[] __asm__("$sSasSQRzlE2eeoiySbSayxG_ABtFZ10TerminalUI3KeyO_Tt1g5") __attribute__((weak));
extern const char flk_key_code_176[] __asm__("_swift_pod_destroy") __attribute__((weak));
extern const char flk_key_code_177[] __asm__("_nc_handle_sigwinch") __attribute__((weak));
extern const char flk_key_code_178[] __asm__("$s10ViewModels12HelpContentsVSgWOy") __attribute__((weak));
extern const char flk_key_code_179[] __asm__("$ss15ContinuousClockV7InstantVSg_AEtMa") __attribute__((weak));
extern const char flk_key_code_180[] __asm__("$ss15ContinuousClockV7InstantVMa") __attribute__((weak));
extern const char flk_key_code_181[] __asm__("$ss27_stringCompareWithSmolCheck__9expectingSbs11_StringGutsV_ADs01_G16ComparisonResultOtF") __attribute__((weak));
extern const char flk_key_code_182[] __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyF") __attribute__((weak));
extern const char flk_key_code_183[] __asm__("$s10TerminalUI13ResultsScreenC9drawParts2on7changedyAA6CanvasV_yyYbScMYcctF") __attribute__((weak));
extern const char flk_key_code_184[] __asm__("$s11Observation04withA8Tracking_8onChangexxyXE_yyYbcyXKtlF") __attribute__((weak));
extern const char flk_key_code_185[] __asm__("$s10TerminalUI6CanvasV7presentyyF") __attribute__((weak));
extern const char flk_key_code_186[] __asm__("__wrap_doupdate") __attribute__((weak));
extern const char flk_key_code_187[] __asm__("$s10TerminalUI13ResultsScreenC9planSlots33_E2D85A74ED32AAD52CA445668A49F65CLL_2onSi10ViewModels06SearchcP12ModelOutputs_p_AA6CanvasVtF") __attribute__((weak));
extern const char flk_key_code_188[] __asm__("wadd_wch") __attribute__((weak));
extern const char flk_key_code_189[] __asm__("$s11Observation0A9RegistrarV12withMutation2of7keyPath_q0_x_s03KeyG0Cyxq_Gq0_yKXEtKAA10ObservableRzr1_lF") __attribute__((weak));
extern const char flk_key_code_190[] __asm__("_nc_flush_sp") __attribute__((weak));
extern const char flk_key_code_191[] __asm__("_nc_outch_sp") __attribute__((weak));
extern const char flk_key_code_192[] __asm__("_nc_outch") __attribute__((weak));
extern const char flk_key_code_193[] __asm__("tputs_sp") __attribute__((weak));
extern const char flk_key_code_194[] __asm__("_nc_putp_sp") __attribute__((weak));
extern const char flk_key_code_195[] __asm__("tputs") __attribute__((weak));
extern const char flk_key_code_196[] __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyFAA6Screen_pSgyXEfU1_") __attribute__((weak));
extern const char flk_key_code_197[] __asm__("$s10TerminalUI0A3AppC9drawFrame33_B755C313297C0CFB8D4F05E2281575F6LL_8tooSmall8overlaidAA6Screen_pSgAI_SaySSGSgSbtF") __attribute__((weak));
extern const char flk_key_code_198[] __asm__("$s10TerminalUI12ImagePainterC10frameDrawnyyF") __attribute__((weak));
extern const char flk_key_code_199[] __asm__("waddnwstr") __attribute__((weak));
extern const char flk_key_code_200[] __asm__("$s10TerminalUI13ResultsScreenC12drawTitleBar33_E2D85A74ED32AAD52CA445668A49F65CLL_2ony10ViewModels06SearchcQ12ModelOutputs_p_AA6CanvasVtF") __attribute__((weak));
extern const char flk_key_code_201[] __asm__("flk_move_cursor") __attribute__((weak));
extern const char flk_key_code_202[] __asm__("$s10TerminalUI13ResultsScreenCAA0D0A2aDP4draw2onyAA6CanvasV_tFTW") __attribute__((weak));
extern const char flk_key_code_203[] __asm__("$s10TerminalUI13ResultsScreenC4draw2onyAA6CanvasV_tF") __attribute__((weak));
extern const char flk_key_code_204[] __asm__("$ss10AnyKeyPathC4hash4intoys6HasherVz_tF") __attribute__((weak));
extern const char flk_key_code_205[] __asm__("$s10TerminalUI6CanvasV3bar3row4left5right4role11besideDrawnySi_S2SAA5ThemeV4RoleOSSSgtF") __attribute__((weak));
extern const char flk_key_code_206[] __asm__("vid_puts_sp") __attribute__((weak));
extern const char flk_key_code_207[] __asm__("vid_puts") __attribute__((weak));
extern const char flk_key_code_208[] __asm__("$ss6HasherV5_hash4seed_S2i_s6UInt64VtFZ") __attribute__((weak));
extern const char flk_key_code_209[] __asm__("__wrap__nc_tiparm") __attribute__((weak));
extern const char flk_key_code_210[] __asm__("$s10ViewModels013SearchResultsA5ModelC8positionSSvg") __attribute__((weak));
extern const char flk_key_code_211[] __asm__("$s11Observation0A8TrackingV6cancelyyF") __attribute__((weak));
extern const char flk_key_code_212[] __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlFSi_Tg5") __attribute__((weak));
extern const char flk_key_code_213[] __asm__("$s10ViewModels013SearchResultsA5ModelC8positionSSvgSSSiXEfU_") __attribute__((weak));
extern const char flk_key_code_214[] __asm__("_nc_pair_content") __attribute__((weak));
extern const char flk_key_code_215[] __asm__("_nc_do_color_sp") __attribute__((weak));
extern const char flk_key_code_216[] __asm__("$sSh8_VariantV6insertySb8inserted_x17memberAfterInserttxnFSi_Tg5") __attribute__((weak));
extern const char flk_key_code_217[] __asm__("$s10ViewModels013SearchResultsA5ModelC4rows2inSayAA010ResultItemaE4Type_pGSnySiG_tF") __attribute__((weak));
extern const char flk_key_code_218[] __asm__("$ss18_DictionaryStorageC6resize8original8capacity4moveAByxq_Gs05__RawaB0C_SiSbtFZ") __attribute__((weak));
extern const char flk_key_code_219[] __asm__("$s10TerminalUI12ImagePainterC4send33_F818917310E8169F8C1C24501EFBACD4LL6unsentSbySays5UInt8VGXE_tF04$s10a4UI12cd21C9frameSentSbyFySays5M7VGXEfU_ACTf1cn_nTf4ng_n") __attribute__((weak));
extern const char flk_key_code_220[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP17firstVisibleIndexSivgTW") __attribute__((weak));
extern const char flk_key_code_221[] __asm__("$ss11_SetStorageC6resize8original8capacity4moveAByxGs05__RawaB0C_SiSbtFZ") __attribute__((weak));
extern const char flk_key_code_222[] __asm__("$ss10_NativeSetV9insertNew_2at8isUniqueyxn_s10_HashTableV6BucketVSbtFSi_Tg5") __attribute__((weak));
extern const char flk_key_code_223[] __asm__("__wrap_wcwidth") __attribute__((weak));
extern const char flk_key_code_224[] __asm__("$s10TerminalUI6CanvasVwcp") __attribute__((weak));
extern const char flk_key_code_225[] __asm__("$sSlsE5first7ElementQzSgvgSS17UnicodeScalarViewV_Tg5") __attribute__((weak));
extern const char flk_key_code_226[] __asm__("$s10TerminalUI0A6OutputC12frameFlushedyyF") __attribute__((weak));
extern const char flk_key_code_227[] __asm__("$ss23CustomStringConvertibleP11descriptionSSvgTj") __attribute__((weak));
extern const char flk_key_code_228[] __asm__("whline") __attribute__((weak));
extern const char flk_key_code_229[] __asm__("wmove") __attribute__((weak));
extern const char flk_key_code_230[] __asm__("$s10TerminalUI6CanvasVWOc") __attribute__((weak));
extern const char flk_key_code_231[] __asm__("$ss10_NativeSetV13copyAndResize8capacityySi_tFSi_Tg5") __attribute__((weak));
extern const char flk_key_code_232[] __asm__("$s10TerminalUI6CanvasVwxx") __attribute__((weak));
extern const char flk_key_code_233[] __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF10TerminalUI5ThemeV4RoleO_Tg5") __attribute__((weak));
extern const char flk_key_code_234[] __asm__("$s10TerminalUI13ResultsScreenC8drawTail33_E2D85A74ED32AAD52CA445668A49F65CLL_2ony10ViewModels06SearchcP12ModelOutputs_p_AA6CanvasVtF") __attribute__((weak));
extern const char flk_key_code_235[] __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlFSO_Tg5") __attribute__((weak));
extern const char flk_key_code_236[] __asm__("$s5Model12TerminalTextO16isPrintableASCII33_4DCF6A73EECA57F3AF16E403A0BB28EFLLySbSSFZTf4nd_n") __attribute__((weak));
extern const char flk_key_code_237[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP13selectedIndexSiSgvgTW") __attribute__((weak));
extern const char flk_key_code_238[] __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyFyyYbcyXEfu_yyYbcfU2_") __attribute__((weak));
extern const char flk_key_code_239[] __asm__("$ss11_SetStorageCfD") __attribute__((weak));
extern const char flk_key_code_240[] __asm__("setcchar") __attribute__((weak));
extern const char flk_key_code_241[] __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF10TerminalUI11FittedTextsC3Key33_B23C8CEA079DA2255118F992931939D1LLVySS4text_Says5Int32VG4wideSi6blanksSi0X2Att_G_Tg5") __attribute__((weak));
extern const char flk_key_code_242[] __asm__("flk_fill") __attribute__((weak));
extern const char flk_key_code_243[] __asm__("$ss18_DictionaryStorageCfd") __attribute__((weak));
extern const char flk_key_code_244[] __asm__("_nc_synchook") __attribute__((weak));
extern const char flk_key_code_245[] __asm__("$s5Model12TerminalTextO12displayWidthySiSSFZ") __attribute__((weak));
extern const char flk_key_code_246[] __asm__("$ss11_StringGutsV19validateScalarIndexySS0E0VAEF") __attribute__((weak));
extern const char flk_key_code_247[] __asm__("$s10TerminalUI13ResultsScreenC9drawParts2on7changedyAA6CanvasV_yyYbScMYcctFyyXEfU4_") __attribute__((weak));
extern const char flk_key_code_248[] __asm__("$s10ViewModels013SearchResultsA5ModelC10listStatusAA0G4LineVSgvg") __attribute__((weak));
extern const char flk_key_code_249[] __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10TerminalUI13ResultsScreenC7SlotDue33_E2D85A74ED32AAD52CA445668A49F65CLLV_Tg5") __attribute__((weak));
extern const char flk_key_code_250[] __asm__("_nc_render") __attribute__((weak));
extern const char flk_key_code_251[] __asm__("_ZN5swift12metadataimpl14ValueWitnessesINS0_19ClassExistentialBoxILj1EEEE7destroyEPNS_11OpaqueValueEPKNS_14TargetMetadataINS_9InProcessEEE") __attribute__((weak));
extern const char flk_key_code_252[] __asm__("$s10TerminalUI6CanvasV5blank3row7columnsySi_SnySiGtFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_253[] __asm__("$s10ViewModels013SearchResultsA5ModelC10statusLineAA06StatusG0Vvg") __attribute__((weak));
extern const char flk_key_code_254[] __asm__("swift_weakInit") __attribute__((weak));
extern const char flk_key_code_255[] __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyFyyYbcyXEfu_yyYbcfU2_yyScMYcXEfU_") __attribute__((weak));
extern const char flk_key_code_256[] __asm__("_ZN5swift9RefCountsINS_13RefCountBitsTILNS_19RefCountInlinednessE1EEEE17formWeakReferenceEv") __attribute__((weak));
extern const char flk_key_code_257[] __asm__("wvline_set") __attribute__((weak));
extern const char flk_key_code_258[] __asm__("swift_bridgeObjectRelease_n") __attribute__((weak));
extern const char flk_key_code_259[] __asm__("$s10ViewModels12PhotoActionsC10statusLineAA06StatusF0VSgvg") __attribute__((weak));
extern const char flk_key_code_260[] __asm__("_nc_baudrate") __attribute__((weak));
extern const char flk_key_code_261[] __asm__("swift_release_n") __attribute__((weak));
extern const char flk_key_code_262[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP12emptyMessageSSSgvgTW") __attribute__((weak));
extern const char flk_key_code_263[] __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10ViewModels010ResultItemP9ModelType_p_Tg5") __attribute__((weak));
extern const char flk_key_code_264[] __asm__("$s10ViewModels013SearchResultsA5ModelC12emptyMessageSSSgvg") __attribute__((weak));
extern const char flk_key_code_265[] __asm__("$ss11_SetStorageCfd") __attribute__((weak));
extern const char flk_key_code_266[] __asm__("flk_lines") __attribute__((weak));
extern const char flk_key_code_267[] __asm__("$sSh8containsySbxF10TerminalUI0B3AppC0D4Part33_B755C313297C0CFB8D4F05E2281575F6LLO_Tg5Tf4dn_n") __attribute__((weak));
extern const char flk_key_code_268[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP5titleSSvgTW") __attribute__((weak));
extern const char flk_key_code_269[] __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlFSO_Tg5") __attribute__((weak));
extern const char flk_key_code_270[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP11originLabelSSSgvgTW") __attribute__((weak));
extern const char flk_key_code_271[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP8geometryAA0D8GeometryVvgTW") __attribute__((weak));
extern const char flk_key_code_272[] __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP8tooSmallSaySSGSgvgTW") __attribute__((weak));
extern const char flk_key_code_273[] __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlF10TerminalUI5ThemeV4RoleO_Tg5") __attribute__((weak));
extern const char flk_key_code_274[] __asm__("$s10ViewModels15ResultsGeometryV4slotySi4line_Si6columntSiF") __attribute__((weak));
extern const char flk_key_code_275[] __asm__("$s10TerminalUI6CanvasVwet") __attribute__((weak));
extern const char flk_key_code_276[] __asm__("wattr_on") __attribute__((weak));
extern const char flk_key_code_277[] __asm__("swift_weakDestroy") __attribute__((weak));
extern const char flk_key_code_278[] __asm__("$s10TerminalUI15ResultsOnScreenV8TitleBarVSgWOe") __attribute__((weak));
extern const char flk_key_code_279[] __asm__("swift_getCanonicalSpecializedMetadata") __attribute__((weak));
extern const char flk_key_code_280[] __asm__("$s10TerminalUI6CanvasV10beginFrame7keepingySOSg_tF") __attribute__((weak));
extern const char flk_key_code_281[] __asm__("$s10TerminalUI15ResultsOnScreenV8TitleBarVSgWOy") __attribute__((weak));
extern const char flk_key_code_282[] __asm__("wattr_off") __attribute__((weak));
extern const char flk_key_code_283[] __asm__("_swift_observation_tls_set") __attribute__((weak));
extern const char flk_key_code_284[] __asm__("$s10ViewModels15ResultsGeometryV23__derived_struct_equalsySbAC_ACtFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_285[] __asm__("$s5Model9PhotoPageV7hasMoreSbvg") __attribute__((weak));
extern const char flk_key_code_286[] __asm__("flk_line_records_known") __attribute__((weak));
extern const char flk_key_code_287[] __asm__("$s10ViewModels013SearchResultsA12ModelOutputs_pWOb") __attribute__((weak));
extern const char flk_key_code_288[] __asm__("$s10TerminalUI6CanvasVwst") __attribute__((weak));
extern const char flk_key_code_289[] __asm__("curs_set_sp") __attribute__((weak));
extern const char flk_key_code_290[] __asm__("curs_set") __attribute__((weak));
extern const char flk_key_code_291[] __asm__("$s5Model12AnswerOriginO5labelSSSgvg") __attribute__((weak));
extern const char flk_key_code_292[] __asm__("flk_attr_bold") __attribute__((weak));
extern const char flk_key_code_293[] __asm__("$sSh8containsySbxF10TerminalUI5ThemeV4RoleO_Tg5") __attribute__((weak));
extern const char flk_key_code_294[] __asm__("leaveok") __attribute__((weak));
extern const char flk_key_code_295[] __asm__("flk_cursor_record_holds") __attribute__((weak));
extern const char flk_key_code_296[] __asm__("flk_restyle") __attribute__((weak));
extern const char flk_key_code_297[] __asm__("wchgat") __attribute__((weak));
extern const char flk_key_code_298[] __asm__("__wrap_wcrtomb") __attribute__((weak));
extern const char flk_key_code_299[] __asm__("$ss10_HashTableV12previousHole6beforeAB6BucketVAF_tF") __attribute__((weak));
extern const char flk_key_code_300[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE6InputsA2aDP8moveDownyyFTW") __attribute__((weak));
extern const char flk_key_code_301[] __asm__("$s10TerminalUI6CanvasV4text_3row6column5width4role4boldySS_S3iSgAA5ThemeV4RoleOSbtFSSAD_Says5Int32VG4wideSi6blanksSi0N2AttyXEfU_") __attribute__((weak));
extern const char flk_key_code_302[] __asm__("$sSS5index_8offsetBy07limitedC0SS5IndexVSgAE_SiAEtF") __attribute__((weak));
extern const char flk_key_code_303[] __asm__("$sSKsE8dropLasty11SubSequenceQzSiFSS_Tg5Tf4ng_n") __attribute__((weak));
extern const char flk_key_code_304[] __asm__("$sSSySsSnySS5IndexVGcig") __attribute__((weak));
extern const char flk_key_code_305[] __asm__("$s5Model12TerminalTextO3cut33_4DCF6A73EECA57F3AF16E403A0BB28EFLL_7toWidth8ellipsisSS4text_Si7columnstSS_SiSJtFZTf4nnnd_n") __attribute__((weak));
extern const char flk_key_code_306[] __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtFs5Int32V_Tg5") __attribute__((weak));
extern const char flk_key_code_307[] __asm__("$s5Model12TerminalTextO9sanitized_15keepingNewlinesS2S_SbtFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_308[] __asm__("$s5Model12TerminalTextO8drawableyS2SFZ") __attribute__((weak));
extern const char flk_key_code_309[] __asm__("$s10ViewModels013SearchResultsA5ModelC8moveDownyyFyAA17SelectionViewportVzXEfU_") __attribute__((weak));
extern const char flk_key_code_310[] __asm__("$s10TerminalUI6GlyphsO3mapyS2SF") __attribute__((weak));
extern const char flk_key_code_311[] __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntF10TerminalUI11FittedTextsC3Key33_B23C8CEA079DA2255118F992931939D1LLVySS4text_Says5Int32VG4wideSi6blanksSi0X2Att_G_SSAQ_AtUSiAVSiAWtTg5") __attribute__((weak));
extern const char flk_key_code_312[] __asm__("$ss22_stringCompareInternal__9expectingSbs11_StringGutsV_ADs01_E16ComparisonResultOtF") __attribute__((weak));
extern const char flk_key_code_313[] __asm__("$s10TerminalUI6CanvasV6scroll4rows2byySnySiG_SitF") __attribute__((weak));
extern const char flk_key_code_314[] __asm__("$s10TerminalUI11FittedTextsC4text_5width3fitxSS_SixyXEtFSS_Tg504$s10A42UI6CanvasV6fitted_7toWidthS2S_SitFSSyXEfU_SSSiTf1nncn_nTf4nnngn_n") __attribute__((weak));
extern const char flk_key_code_315[] __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsA2aDP10countsTextSSvgTW") __attribute__((weak));
extern const char flk_key_code_316[] __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsA2aDP9thumbnailAA10ImageStateOvgTW") __attribute__((weak));
extern const char flk_key_code_317[] __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF10TerminalUI11FittedTextsC3Key33_B23C8CEA079DA2255118F992931939D1LLVySS_G_Tg5") __attribute__((weak));
extern const char flk_key_code_318[] __asm__("$s10TerminalUI15ResultsOnScreenV6scroll2byySi_tF") __attribute__((weak));
extern const char flk_key_code_319[] __asm__("_ZN5swift12metadataimpl14ValueWitnessesINS0_18SwiftRetainableBoxEE18initializeWithCopyEPNS_11OpaqueValueES5_PKNS_14TargetMetadataINS_9InProcessEEE") __attribute__((weak));
extern const char flk_key_code_320[] __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10TerminalUI15ResultsOnScreenV4SlotO_Tg5") __attribute__((weak));
extern const char flk_key_code_321[] __asm__("$s5Model20DeferredPhotoServiceC13fetchesCountsSbvg") __attribute__((weak));
extern const char flk_key_code_322[] __asm__("$s10TerminalUI15ResultsOnScreenV4TailVSgWOe") __attribute__((weak));
extern const char flk_key_code_323[] __asm__("$s10TerminalUI15ScreenNavigatorC10ViewModels0E13ModelServicesAadEP6photos0G018PhotoSearchService_pvgTW") __attribute__((weak));
extern const char flk_key_code_324[] __asm__("$s10TerminalUI6GlyphsO3mapyS2JF") __attribute__((weak));
extern const char flk_key_code_325[] __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsA2aDP5titleSSvgTW") __attribute__((weak));
extern const char flk_key_code_326[] __asm__("$s10ViewModels10ImageStateOWOy") __attribute__((weak));
extern const char flk_key_code_327[] __asm__("$s5Model14CatalogServiceCAA011PhotoSearchC0A2aDP13fetchesCountsSbvgTW") __attribute__((weak));
extern const char flk_key_code_328[] __asm__("__wrap__nc_mvcur_sp") __attribute__((weak));
extern const char flk_key_code_329[] __asm__("_nc_mvcur_sp") __attribute__((weak));
extern const char flk_key_code_330[] __asm__("flk_scroll_lines") __attribute__((weak));
extern const char flk_key_code_331[] __asm__("$s10TerminalUI12ImagePainterC6scroll4rows2by16terminalScrolledySnySiG_SiSbtF") __attribute__((weak));
extern const char flk_key_code_332[] __asm__("$s10TerminalUI12ImagePainterC5Shift33_F818917310E8169F8C1C24501EFBACD4LLV5movedyAC11OverlayGridAELLVAIF") __attribute__((weak));
extern const char flk_key_code_333[] __asm__("_nc_scrolln_sp") __attribute__((weak));
extern const char flk_key_code_334[] __asm__("_nc_scrolln") __attribute__((weak));
extern const char flk_key_code_335[] __asm__("flk_scroll_window_lines") __attribute__((weak));
extern const char flk_key_code_336[] __asm__("__wrap__nc_scroll_window") __attribute__((weak));
extern const char flk_key_code_337[] __asm__("flk_lines_alike") __attribute__((weak));
extern const char flk_key_code_338[] __asm__("$s10TerminalUI12ImagePainterC5Shift33_F818917310E8169F8C1C24501EFBACD4LLV5movedySDySiSnySiGGAIF") __attribute__((weak));
extern const char flk_key_code_339[] __asm__("$ss17_NativeDictionaryV5merge_8isUnique16uniquingKeysWithyqd__n_Sbq_q__q_tKXEtKSTRd__x_q_t7ElementRtd__lFSi_SnySiGSaySi_AHtGTg5012$sSD20uniquegh33ValuesSDyxq_Gqd__n_tcSTRd__x_q_t7i29Rtd__lufcq_q__q_tKXEfU_Si_Snyu4GSayU8_AEtGTG5Tf1nncn_n") __attribute__((weak));
extern const char flk_key_code_340[] __asm__("_nc_str_init") __attribute__((weak));
extern const char flk_key_code_341[] __asm__("_nc_safe_strcpy") __attribute__((weak));
extern const char flk_key_code_342[] __asm__("$s10TerminalUI12ImagePainterC5Shift33_F818917310E8169F8C1C24501EFBACD4LLV5movedySayAC10UnsentCellAELLVGAJF") __attribute__((weak));
extern const char flk_key_code_343[] __asm__("flk_rotating_scrolls_of") __attribute__((weak));
extern const char flk_key_code_344[] __asm__("_nc_make_oldhash_sp") __attribute__((weak));
extern const char flk_key_code_345[] __asm__("_nc_scroll_oldhash_sp") __attribute__((weak));
extern const char flk_key_code_346[] __asm__("$s10ViewModels10ImageStateOWOh") __attribute__((weak));
extern const char flk_key_code_347[] __asm__("$s10ViewModels10ImageStateOwxx") __attribute__((weak));
extern const char flk_key_code_348[] __asm__("$s10TerminalUI13ResultsScreenC9drawParts2on7changedyAA6CanvasV_yyYbScMYcctFyyXEfU2_") __attribute__((weak));
extern const char flk_key_code_349[] __asm__("$s10TerminalUI13ResultsScreenC7drawRow33_E2D85A74ED32AAD52CA445668A49F65CLL_8selected3row8geometry2ony10ViewModels010ResultItemS12ModelOutputs_p_SbSiAJ0C8GeometryVAA6CanvasVtFTf4nnnnnd_n") __attribute__((weak));
extern const char flk_key_code_350[] __asm__("$s10TerminalUI13ResultsScreenC13drawThumbnail33_E2D85A74ED32AAD52CA445668A49F65CLL_3row6column5cells2ony10ViewModels10ImageStateO_S3i7columns_Si4rowstAA6CanvasVtFTf4nnnnnnd_n") __attribute__((weak));
extern const char flk_key_code_351[] __asm__("$sSS27unsafeUninitializedCapacity20initializingUTF8WithSSSi_SiSrys5UInt8VGKXEtKcfC") __attribute__((weak));
extern const char flk_key_code_352[] __asm__("$s10TerminalUI13ResultsScreenC21drawSubtitleAndCounts33_E2D85A74ED32AAD52CA445668A49F65CLL_3row6column2ony10ViewModels010ResultItemT12ModelOutputs_p_S2iAA6CanvasVtFTf4nnnnd_n") __attribute__((weak));
extern const char flk_key_code_353[] __asm__("$s5Model12TerminalTextO6fitted_7toWidthS2S_SitFZ") __attribute__((weak));
extern const char flk_key_code_354[] __asm__("$s10TerminalUI13ObservedApartC3run_7changed_qd__x_yxYbScMYccqd__yXEtlFyyYbcyXEfu_AA13ResultsScreenC4Part33_E2D85A74ED32AAD52CA445668A49F65CLLO_ytTG5") __attribute__((weak));
extern const char flk_key_code_355[] __asm__("$s5Model12TerminalTextO6fitted_7toWidthS2S_SitFZSSSRys5UInt8VGXEfU_SiSryAGGXEfU_") __attribute__((weak));
extern const char flk_key_code_356[] __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntF10TerminalUI11FittedTextsC3Key33_B23C8CEA079DA2255118F992931939D1LLVySS_G_SSTg5") __attribute__((weak));
extern const char flk_key_code_357[] __asm__("flk_frame_clears") __attribute__((weak));
extern const char flk_key_code_358[] __asm__("$ss32_copyCollectionToContiguousArrayys0dE0Vy7ElementQzGxSlRzlFSS8UTF8ViewV_Tgq5") __attribute__((weak));
extern const char flk_key_code_359[] __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF5Model8RGBImageV_Tg5") __attribute__((weak));
extern const char flk_key_code_360[] __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlF5Model8RGBImageV_Tg5") __attribute__((weak));
extern const char flk_key_code_361[] __asm__("$s5Model8RGBImageVWOc") __attribute__((weak));
extern const char flk_key_code_362[] __asm__("$s5Model8RGBImageVwcp") __attribute__((weak));
extern const char flk_key_code_363[] __asm__("$s5Model8RGBImageVWOh") __attribute__((weak));
extern const char flk_key_code_364[] __asm__("$ss6HasherV8_combineyys6UInt64VF") __attribute__((weak));
extern const char flk_key_code_365[] __asm__("$s10TerminalUI12ImagePainterC4send33_F818917310E8169F8C1C24501EFBACD4LL6unsentSbySays5UInt8VGXE_tF04$s10a4UI12cd22C10frameReadyyyFySays5M7VGXEfU_Tf1cn_n") __attribute__((weak));
extern const char flk_key_code_366[] __asm__("swift_getCanonicalPrespecializedGenericMetadata") __attribute__((weak));
extern const char flk_key_code_367[] __asm__("_ZN5swift20LockingConcurrentMapINS_17GenericCacheEntryENS_27LockingConcurrentMapStorageIS1_Lt14EEEE11getOrInsertINS_16MetadataCacheKeyEJRNS_15MetadataRequestERPKNS_27TargetTypeContextDescriptorINS_9InProcessEEERPKPKvEEESt4pairIPS1_NS_16MetadataResponseEET_DpOT0_") __attribute__((weak));
extern const char flk_key_code_368[] __asm__("_ZN5swift38StableAddressConcurrentReadableHashMapINS_17GenericCacheEntryENS_23TaggedMetadataAllocatorILt14EEENS_5MutexEE11getOrInsertINS_16MetadataCacheKeyEJRNS_17MetadataWaitQueue6WorkerERNS_15MetadataRequestERPKNS_27TargetTypeContextDescriptorINS_9InProcessEEERPKPKvEEESt4pairIPS1_bET_DpOT0_") __attribute__((weak));
extern const char flk_key_code_369[] __asm__("_ZNK5swift16MetadataCacheKeyeqERKS0_") __attribute__((weak));
extern const char flk_key_code_370[] __asm__("_ZN5swift22MetadataCacheEntryBaseINS_17GenericCacheEntryEJPKvEE20awaitSatisfyingStateERNS_18ConcurrencyControlENS_15MetadataRequestE") __attribute__((weak));
extern const char flk_key_code_371[] __asm__("_ZN5swift15AtomicWaitQueueINS_17MetadataWaitQueueENS_13IndirectMutexEE6WorkerD2Ev") __attribute__((weak));
extern const char flk_key_code_372[] __asm__("$sSa6append10contentsOfyqd__n_t7ElementQyd__RszSTRd__lFs5UInt8V_SayAFGTg5") __attribute__((weak));
extern const char flk_key_code_373[] __asm__("$ss11_StringGutsV8copyUTF84intoSiSgSrys5UInt8VG_tF") __attribute__((weak));
extern const char flk_key_code_374[] __asm__("$sSa6append10contentsOfyqd__n_t7ElementQyd__RszSTRd__lFs5UInt8V_SS8UTF8ViewVTg5") __attribute__((weak));
extern const char flk_key_code_375[] __asm__("$ss22_ContiguousArrayBufferV19_uninitializedCount15minimumCapacityAByxGSi_SitcfCs5UInt8V_Tt1gq5") __attribute__((weak));
extern const char flk_key_code_376[] __asm__("$sSa28_allocateBufferUninitialized15minimumCapacitys016_ContiguousArrayB0VyxGSi_tFZ") __attribute__((weak));
extern const char flk_key_code_377[] __asm__("$ss22_ContiguousArrayBufferV19_uninitializedCount15minimumCapacityAByxGSi_SitcfC") __attribute__((weak));
extern const char flk_key_code_378[] __asm__("$ss23_ContiguousArrayStorageCMa") __attribute__((weak));
extern const char flk_key_code_379[] __asm__("swift_isClassType") __attribute__((weak));
extern const char flk_key_code_380[] __asm__("$s20FoundationEssentials4DataVSgWOc") __attribute__((weak));
extern const char flk_key_code_381[] __asm__("$s5Model8RGBImageV23__derived_struct_equalsySbAC_ACtFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_382[] __asm__("$s5Model17JPEGDecodeControlCMa") __attribute__((weak));
extern const char flk_key_code_383[] __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntFs5Int64V_s5Int32VTg5") __attribute__((weak));
const char *const flk_key_code_lines[] = {
    flk_key_code_0 + 0,
    flk_key_code_1 + 0,
    flk_key_code_2 + 0, flk_key_code_2 + 50, flk_key_code_2 + 112, flk_key_code_2 + 177, flk_key_code_2 + 241, flk_key_code_2 + 305,
    flk_key_code_3 + 17, flk_key_code_3 + 80,
    flk_key_code_4 + 0, flk_key_code_4 + 49, flk_key_code_4 + 112, flk_key_code_4 + 242, flk_key_code_4 + 305,
    flk_key_code_5 + 0, flk_key_code_5 + 64,
    flk_key_code_6 + 0, flk_key_code_6 + 48, flk_key_code_6 + 115, flk_key_code_6 + 176, flk_key_code_6 + 242,
    flk_key_code_7 + 0, flk_key_code_7 + 32, flk_key_code_7 + 96, flk_key_code_7 + 160, flk_key_code_7 + 224,
    flk_key_code_8 + 0, flk_key_code_8 + 17, flk_key_code_8 + 530,
    flk_key_code_9 + 0, flk_key_code_9 + 32, flk_key_code_9 + 97, flk_key_code_9 + 161, flk_key_code_9 + 224, flk_key_code_9 + 299, flk_key_code_9 + 353, flk_key_code_9 + 519, flk_key_code_9 + 550, flk_key_code_9 + 611,
    flk_key_code_10 + 33, flk_key_code_10 + 96, flk_key_code_10 + 160,
    flk_key_code_11 + 0, flk_key_code_11 + 66, flk_key_code_11 + 129, flk_key_code_11 + 192, flk_key_code_11 + 258, flk_key_code_11 + 322, flk_key_code_11 + 384, flk_key_code_11 + 448, flk_key_code_11 + 583, flk_key_code_11 + 669,
    flk_key_code_12 + 0, flk_key_code_12 + 64, flk_key_code_12 + 700, flk_key_code_12 + 708,
    flk_key_code_13 + 32, flk_key_code_13 + 652, flk_key_code_13 + 672,
    flk_key_code_14 + 50, flk_key_code_14 + 305,
    flk_key_code_15 + 0, flk_key_code_15 + 69, flk_key_code_15 + 128, flk_key_code_15 + 194, flk_key_code_15 + 321,
    flk_key_code_16 + 0, flk_key_code_16 + 65, flk_key_code_16 + 132, flk_key_code_16 + 192,
    flk_key_code_17 + 35, flk_key_code_17 + 97,
    flk_key_code_18 + 0, flk_key_code_18 + 67, flk_key_code_18 + 258, flk_key_code_18 + 324,
    flk_key_code_19 + 0, flk_key_code_19 + 50, flk_key_code_19 + 114, flk_key_code_19 + 176, flk_key_code_19 + 246,
    flk_key_code_20 + 0, flk_key_code_20 + 50, flk_key_code_20 + 118, flk_key_code_20 + 176, flk_key_code_20 + 240, flk_key_code_20 + 305, flk_key_code_20 + 369, flk_key_code_20 + 435, flk_key_code_20 + 498, flk_key_code_20 + 562,
    flk_key_code_21 + 0, flk_key_code_21 + 64, flk_key_code_21 + 506, flk_key_code_21 + 514, flk_key_code_21 + 588,
    flk_key_code_22 + 0, flk_key_code_22 + 33, flk_key_code_22 + 97, flk_key_code_22 + 160, flk_key_code_22 + 249, flk_key_code_22 + 288, flk_key_code_22 + 864, flk_key_code_22 + 929, flk_key_code_22 + 993, flk_key_code_22 + 1059, flk_key_code_22 + 1122, flk_key_code_22 + 1184, flk_key_code_22 + 1249,
    flk_key_code_23 + 0, flk_key_code_23 + 48, flk_key_code_23 + 113, flk_key_code_23 + 178, flk_key_code_23 + 240,
    flk_key_code_24 + 168, flk_key_code_24 + 178,
    flk_key_code_25 + 0,
    flk_key_code_26 + 0,
    flk_key_code_27 + 0, flk_key_code_27 + 43,
    flk_key_code_28 + 0, flk_key_code_28 + 49, flk_key_code_28 + 114, flk_key_code_28 + 177, flk_key_code_28 + 240, flk_key_code_28 + 305, flk_key_code_28 + 369,
    flk_key_code_29 + 0, flk_key_code_29 + 17, flk_key_code_29 + 116, flk_key_code_29 + 148, flk_key_code_29 + 213, flk_key_code_29 + 276, flk_key_code_29 + 336, flk_key_code_29 + 401, flk_key_code_29 + 759, flk_key_code_29 + 788,
    flk_key_code_30 + 0, flk_key_code_30 + 52, flk_key_code_30 + 131, flk_key_code_30 + 182,
    flk_key_code_31 + 0, flk_key_code_31 + 67, flk_key_code_31 + 128,
    flk_key_code_32 + 0, flk_key_code_32 + 17, flk_key_code_32 + 80, flk_key_code_32 + 144, flk_key_code_32 + 208, flk_key_code_32 + 272,
    flk_key_code_33 + 0, flk_key_code_33 + 66, flk_key_code_33 + 131,
    flk_key_code_34 + 0, flk_key_code_34 + 18, flk_key_code_34 + 81, flk_key_code_34 + 215,
    flk_key_code_35 + 0, flk_key_code_35 + 48,
    flk_key_code_36 + 0, flk_key_code_36 + 32, flk_key_code_36 + 96, flk_key_code_36 + 160,
    flk_key_code_37 + 32, flk_key_code_37 + 521, flk_key_code_37 + 544,
    flk_key_code_38 + 0, flk_key_code_38 + 66,
    flk_key_code_39 + 0, flk_key_code_39 + 34,
    flk_key_code_40 + 0, flk_key_code_40 + 50, flk_key_code_40 + 115,
    flk_key_code_41 + 0, flk_key_code_41 + 18, flk_key_code_41 + 82, flk_key_code_41 + 180, flk_key_code_41 + 208,
    flk_key_code_42 + 0, flk_key_code_42 + 40, flk_key_code_42 + 96, flk_key_code_42 + 328, flk_key_code_42 + 358,
    flk_key_code_43 + 0, flk_key_code_43 + 41, flk_key_code_43 + 96,
    flk_key_code_44 + 18, flk_key_code_44 + 81, flk_key_code_44 + 145, flk_key_code_44 + 210, flk_key_code_44 + 272,
    flk_key_code_45 + 48,
    flk_key_code_46 + 0, flk_key_code_46 + 19, flk_key_code_46 + 82,
    flk_key_code_47 + 0, flk_key_code_47 + 194, flk_key_code_47 + 2526, flk_key_code_47 + 2544,
    flk_key_code_48 + 0, flk_key_code_48 + 71, flk_key_code_48 + 130, flk_key_code_48 + 194, flk_key_code_48 + 256,
    flk_key_code_49 + 0, flk_key_code_49 + 32, flk_key_code_49 + 96,
    flk_key_code_50 + 0, flk_key_code_50 + 19, flk_key_code_50 + 83, flk_key_code_50 + 147,
    flk_key_code_51 + 0, flk_key_code_51 + 39,
    flk_key_code_52 + 0,
    flk_key_code_53 + 0,
    flk_key_code_54 + 0,
    flk_key_code_55 + 0, flk_key_code_55 + 17, flk_key_code_55 + 91,
    flk_key_code_56 + 0, flk_key_code_56 + 16,
    flk_key_code_57 + 0,
    flk_key_code_58 + 0,
    flk_key_code_59 + 0,
    flk_key_code_60 + 0, flk_key_code_60 + 17,
    flk_key_code_61 + 0, flk_key_code_61 + 66, flk_key_code_61 + 128, flk_key_code_61 + 259, flk_key_code_61 + 335,
    flk_key_code_62 + 0, flk_key_code_62 + 35, flk_key_code_62 + 96, flk_key_code_62 + 160, flk_key_code_62 + 224, flk_key_code_62 + 290, flk_key_code_62 + 546, flk_key_code_62 + 644, flk_key_code_62 + 1020, flk_key_code_62 + 1056,
    flk_key_code_63 + 0, flk_key_code_63 + 18, flk_key_code_63 + 80, flk_key_code_63 + 147, flk_key_code_63 + 307, flk_key_code_63 + 580, flk_key_code_63 + 600, flk_key_code_63 + 656, flk_key_code_63 + 722,
    flk_key_code_64 + 0,
    flk_key_code_65 + 104,
    flk_key_code_66 + 0,
    flk_key_code_67 + 0, flk_key_code_67 + 38, flk_key_code_67 + 105, flk_key_code_67 + 160, flk_key_code_67 + 224, flk_key_code_67 + 368, flk_key_code_67 + 427, flk_key_code_67 + 482, flk_key_code_67 + 604, flk_key_code_67 + 608, flk_key_code_67 + 807, flk_key_code_67 + 902, flk_key_code_67 + 931, flk_key_code_67 + 992, flk_key_code_67 + 1231, flk_key_code_67 + 1294, flk_key_code_67 + 1312, flk_key_code_67 + 1411, flk_key_code_67 + 1442, flk_key_code_67 + 1699, flk_key_code_67 + 1806, flk_key_code_67 + 2333, flk_key_code_67 + 2337, flk_key_code_67 + 2432, flk_key_code_67 + 2477, flk_key_code_67 + 2530, flk_key_code_67 + 2884, flk_key_code_67 + 2912, flk_key_code_67 + 2984, flk_key_code_67 + 3041, flk_key_code_67 + 3105, flk_key_code_67 + 3429, flk_key_code_67 + 3489,
    flk_key_code_68 + 16, flk_key_code_68 + 85, flk_key_code_68 + 168,
    flk_key_code_69 + 0, flk_key_code_69 + 17, flk_key_code_69 + 83,
    flk_key_code_70 + 0, flk_key_code_70 + 48, flk_key_code_70 + 113, flk_key_code_70 + 176, flk_key_code_70 + 320, flk_key_code_70 + 368, flk_key_code_70 + 442, flk_key_code_70 + 496, flk_key_code_70 + 560, flk_key_code_70 + 1107, flk_key_code_70 + 1198, flk_key_code_70 + 1203, flk_key_code_70 + 1296, flk_key_code_70 + 1332, flk_key_code_70 + 1394, flk_key_code_70 + 1458, flk_key_code_70 + 1568, flk_key_code_70 + 1585,
    flk_key_code_71 + 0, flk_key_code_71 + 32,
    flk_key_code_72 + 0, flk_key_code_72 + 48, flk_key_code_72 + 112, flk_key_code_72 + 178, flk_key_code_72 + 1404,
    flk_key_code_73 + 0,
    flk_key_code_74 + 323,
    flk_key_code_75 + 160,
    flk_key_code_76 + 0, flk_key_code_76 + 48, flk_key_code_76 + 114, flk_key_code_76 + 177,
    flk_key_code_77 + 32, flk_key_code_77 + 97, flk_key_code_77 + 161, flk_key_code_77 + 229, flk_key_code_77 + 290, flk_key_code_77 + 354, flk_key_code_77 + 416,
    flk_key_code_78 + 33,
    flk_key_code_79 + 0, flk_key_code_79 + 50, flk_key_code_79 + 114, flk_key_code_79 + 177, flk_key_code_79 + 241, flk_key_code_79 + 308, flk_key_code_79 + 368, flk_key_code_79 + 433, flk_key_code_79 + 593, flk_key_code_79 + 627, flk_key_code_79 + 689, flk_key_code_79 + 755, flk_key_code_79 + 820, flk_key_code_79 + 1238, flk_key_code_79 + 1267, flk_key_code_79 + 1329, flk_key_code_79 + 1393, flk_key_code_79 + 1458, flk_key_code_79 + 1743, flk_key_code_79 + 1779, flk_key_code_79 + 1846, flk_key_code_79 + 1907, flk_key_code_79 + 1968,
    flk_key_code_80 + 0, flk_key_code_80 + 64,
    flk_key_code_81 + 34, flk_key_code_81 + 97, flk_key_code_81 + 179, flk_key_code_81 + 258, flk_key_code_81 + 289, flk_key_code_81 + 353,
    flk_key_code_82 + 170, flk_key_code_82 + 178, flk_key_code_82 + 242, flk_key_code_82 + 463, flk_key_code_82 + 497, flk_key_code_82 + 564, flk_key_code_82 + 625, flk_key_code_82 + 689,
    flk_key_code_83 + 0,
    flk_key_code_84 + 0,
    flk_key_code_85 + 48, flk_key_code_85 + 113, flk_key_code_85 + 179, flk_key_code_85 + 241, flk_key_code_85 + 305, flk_key_code_85 + 370, flk_key_code_85 + 433, flk_key_code_85 + 500, flk_key_code_85 + 564, flk_key_code_85 + 624, flk_key_code_85 + 690, flk_key_code_85 + 856, flk_key_code_85 + 883, flk_key_code_85 + 947, flk_key_code_85 + 1034, flk_key_code_85 + 1073, flk_key_code_85 + 1136, flk_key_code_85 + 1202, flk_key_code_85 + 1641, flk_key_code_85 + 1649,
    flk_key_code_86 + 0,
    flk_key_code_87 + 17, flk_key_code_87 + 86, flk_key_code_87 + 146, flk_key_code_87 + 208, flk_key_code_87 + 273, flk_key_code_87 + 336, flk_key_code_87 + 400,
    flk_key_code_88 + 0,
    flk_key_code_89 + 0, flk_key_code_89 + 34, flk_key_code_89 + 96,
    flk_key_code_90 + 34,
    flk_key_code_91 + 40, flk_key_code_91 + 98,
    flk_key_code_92 + 33,
    flk_key_code_93 + 0, flk_key_code_93 + 49, flk_key_code_93 + 209,
    flk_key_code_94 + 0, flk_key_code_94 + 70,
    flk_key_code_95 + 32,
    flk_key_code_96 + 0, flk_key_code_96 + 67, flk_key_code_96 + 130, flk_key_code_96 + 194, flk_key_code_96 + 272, flk_key_code_96 + 324, flk_key_code_96 + 386, flk_key_code_96 + 451, flk_key_code_96 + 512, flk_key_code_96 + 578, flk_key_code_96 + 641, flk_key_code_96 + 704, flk_key_code_96 + 1003, flk_key_code_96 + 1027, flk_key_code_96 + 1088, flk_key_code_96 + 1274, flk_key_code_96 + 1280, flk_key_code_96 + 1345, flk_key_code_96 + 1454, flk_key_code_96 + 1474, flk_key_code_96 + 1540, flk_key_code_96 + 1602, flk_key_code_96 + 1669, flk_key_code_96 + 1730, flk_key_code_96 + 1795, flk_key_code_96 + 1858, flk_key_code_96 + 1957, flk_key_code_96 + 2153, flk_key_code_96 + 2179, flk_key_code_96 + 2244, flk_key_code_96 + 2304, flk_key_code_96 + 2369, flk_key_code_96 + 3472, flk_key_code_96 + 3525, flk_key_code_96 + 3584, flk_key_code_96 + 3652, flk_key_code_96 + 3713, flk_key_code_96 + 3777, flk_key_code_96 + 3842, flk_key_code_96 + 4135, flk_key_code_96 + 4165, flk_key_code_96 + 4225, flk_key_code_96 + 4291, flk_key_code_96 + 4354, flk_key_code_96 + 4416,
    flk_key_code_97 + 0,
    flk_key_code_98 + 65,
    flk_key_code_99 + 0, flk_key_code_99 + 329, flk_key_code_99 + 410,
    flk_key_code_100 + 17,
    flk_key_code_101 + 0,
    flk_key_code_102 + 32,
    flk_key_code_103 + 33, flk_key_code_103 + 99, flk_key_code_103 + 160, flk_key_code_103 + 225,
    flk_key_code_104 + 0, flk_key_code_104 + 17, flk_key_code_104 + 80, flk_key_code_104 + 144,
    flk_key_code_105 + 33, flk_key_code_105 + 98, flk_key_code_105 + 226, flk_key_code_105 + 316,
    flk_key_code_106 + 0, flk_key_code_106 + 64,
    flk_key_code_107 + 0, flk_key_code_107 + 20, flk_key_code_107 + 83,
    flk_key_code_108 + 0,
    flk_key_code_109 + 0, flk_key_code_109 + 66, flk_key_code_109 + 256,
    flk_key_code_110 + 0,
    flk_key_code_111 + 16, flk_key_code_111 + 80, flk_key_code_111 + 376, flk_key_code_111 + 406, flk_key_code_111 + 466, flk_key_code_111 + 529, flk_key_code_111 + 595, flk_key_code_111 + 656, flk_key_code_111 + 722, flk_key_code_111 + 890,
    flk_key_code_112 + 0, flk_key_code_112 + 64,
    flk_key_code_113 + 73,
    flk_key_code_114 + 17, flk_key_code_114 + 117, flk_key_code_114 + 146, flk_key_code_114 + 208, flk_key_code_114 + 273, flk_key_code_114 + 727,
    flk_key_code_115 + 0, flk_key_code_115 + 67,
    flk_key_code_116 + 0,
    flk_key_code_117 + 0,
    flk_key_code_118 + 34,
    flk_key_code_119 + 0, flk_key_code_119 + 18,
    flk_key_code_120 + 0, flk_key_code_120 + 20, flk_key_code_120 + 83, flk_key_code_120 + 144, flk_key_code_120 + 217, flk_key_code_120 + 272, flk_key_code_120 + 336,
    flk_key_code_121 + 0, flk_key_code_121 + 33, flk_key_code_121 + 199, flk_key_code_121 + 224, flk_key_code_121 + 289,
    flk_key_code_122 + 0,
    flk_key_code_123 + 20, flk_key_code_123 + 88, flk_key_code_123 + 147, flk_key_code_123 + 211, flk_key_code_123 + 573, flk_key_code_123 + 593, flk_key_code_123 + 830, flk_key_code_123 + 849,
    flk_key_code_124 + 0, flk_key_code_124 + 16,
    flk_key_code_125 + 0, flk_key_code_125 + 68, flk_key_code_125 + 130, flk_key_code_125 + 200, flk_key_code_125 + 506, flk_key_code_125 + 513, flk_key_code_125 + 576, flk_key_code_125 + 642, flk_key_code_125 + 2782,
    flk_key_code_126 + 0,
    flk_key_code_127 + 0, flk_key_code_127 + 37, flk_key_code_127 + 109, flk_key_code_127 + 166, flk_key_code_127 + 294, flk_key_code_127 + 468, flk_key_code_127 + 485, flk_key_code_127 + 550, flk_key_code_127 + 611, flk_key_code_127 + 672, flk_key_code_127 + 738, flk_key_code_127 + 800, flk_key_code_127 + 864, flk_key_code_127 + 1056, flk_key_code_127 + 1122, flk_key_code_127 + 1186, flk_key_code_127 + 1294, flk_key_code_127 + 1315, flk_key_code_127 + 1828, flk_key_code_127 + 2412, flk_key_code_127 + 2638, flk_key_code_127 + 3132,
    flk_key_code_128 + 0, flk_key_code_128 + 67,
    flk_key_code_129 + 18,
    flk_key_code_130 + 16,
    flk_key_code_131 + 18,
    flk_key_code_132 + 32, flk_key_code_132 + 96, flk_key_code_132 + 161, flk_key_code_132 + 224,
    flk_key_code_133 + 0,
    flk_key_code_134 + 16, flk_key_code_134 + 125, flk_key_code_134 + 145, flk_key_code_134 + 211,
    flk_key_code_135 + 0,
    flk_key_code_136 + 0,
    flk_key_code_137 + 33, flk_key_code_137 + 97, flk_key_code_137 + 187,
    flk_key_code_138 + 16,
    flk_key_code_139 + 0, flk_key_code_139 + 66, flk_key_code_139 + 133, flk_key_code_139 + 193, flk_key_code_139 + 258, flk_key_code_139 + 320, flk_key_code_139 + 386, flk_key_code_139 + 448,
    flk_key_code_140 + 0, flk_key_code_140 + 80,
    flk_key_code_141 + 0, flk_key_code_141 + 32, flk_key_code_141 + 96, flk_key_code_141 + 161,
    flk_key_code_142 + 17,
    flk_key_code_143 + 34,
    flk_key_code_144 + 16, flk_key_code_144 + 80,
    flk_key_code_145 + 17, flk_key_code_145 + 81, flk_key_code_145 + 145,
    flk_key_code_146 + 48, flk_key_code_146 + 113, flk_key_code_146 + 176, flk_key_code_146 + 241, flk_key_code_146 + 305, flk_key_code_146 + 372, flk_key_code_146 + 434, flk_key_code_146 + 497, flk_key_code_146 + 774,
    flk_key_code_147 + 16, flk_key_code_147 + 81,
    flk_key_code_148 + 36, flk_key_code_148 + 96,
    flk_key_code_149 + 48,
    flk_key_code_150 + 21, flk_key_code_150 + 80,
    flk_key_code_151 + 48,
    flk_key_code_152 + 20,
    flk_key_code_153 + 0,
    flk_key_code_154 + 17, flk_key_code_154 + 80,
    flk_key_code_155 + 0,
    flk_key_code_156 + 0, flk_key_code_156 + 50,
    flk_key_code_157 + 0, flk_key_code_157 + 65, flk_key_code_157 + 129, flk_key_code_157 + 192,
    flk_key_code_158 + 0,
    flk_key_code_159 + 32,
    flk_key_code_160 + 0, flk_key_code_160 + 83, flk_key_code_160 + 129,
    flk_key_code_161 + 22,
    flk_key_code_162 + 32,
    flk_key_code_163 + 36, flk_key_code_163 + 122,
    flk_key_code_164 + 0, flk_key_code_164 + 232,
    flk_key_code_165 + 17, flk_key_code_165 + 82, flk_key_code_165 + 144, flk_key_code_165 + 209, flk_key_code_165 + 273,
    flk_key_code_166 + 17,
    flk_key_code_167 + 49,
    flk_key_code_168 + 0,
    flk_key_code_169 + 0,
    flk_key_code_170 + 0,
    flk_key_code_171 + 16, flk_key_code_171 + 99,
    flk_key_code_172 + 0,
    flk_key_code_173 + 16,
    flk_key_code_174 + 34, flk_key_code_174 + 98,
    flk_key_code_175 + 657, flk_key_code_175 + 672,
    flk_key_code_176 + 0,
    flk_key_code_177 + 0, flk_key_code_177 + 51,
    flk_key_code_178 + 0,
    flk_key_code_179 + 0,
    flk_key_code_180 + 0,
    flk_key_code_181 + 0, flk_key_code_181 + 78,
    flk_key_code_182 + 20, flk_key_code_182 + 80, flk_key_code_182 + 146, flk_key_code_182 + 209, flk_key_code_182 + 272, flk_key_code_182 + 337, flk_key_code_182 + 400, flk_key_code_182 + 469, flk_key_code_182 + 531, flk_key_code_182 + 726, flk_key_code_182 + 787, flk_key_code_182 + 854, flk_key_code_182 + 915, flk_key_code_182 + 979, flk_key_code_182 + 1043, flk_key_code_182 + 1105, flk_key_code_182 + 1172, flk_key_code_182 + 1233, flk_key_code_182 + 1728, flk_key_code_182 + 1771, flk_key_code_182 + 1808, flk_key_code_182 + 1876, flk_key_code_182 + 1937, flk_key_code_182 + 2000, flk_key_code_182 + 2064,
    flk_key_code_183 + 33, flk_key_code_183 + 97, flk_key_code_183 + 163, flk_key_code_183 + 227, flk_key_code_183 + 296, flk_key_code_183 + 353, flk_key_code_183 + 417, flk_key_code_183 + 481, flk_key_code_183 + 1176, flk_key_code_183 + 1188, flk_key_code_183 + 1248, flk_key_code_183 + 1315, flk_key_code_183 + 1376, flk_key_code_183 + 1440, flk_key_code_183 + 2064, flk_key_code_183 + 2083, flk_key_code_183 + 2146, flk_key_code_183 + 2208, flk_key_code_183 + 2276, flk_key_code_183 + 2337, flk_key_code_183 + 2406, flk_key_code_183 + 2467, flk_key_code_183 + 2534, flk_key_code_183 + 2595, flk_key_code_183 + 2656, flk_key_code_183 + 2725, flk_key_code_183 + 2944, flk_key_code_183 + 2982, flk_key_code_183 + 3040, flk_key_code_183 + 3108, flk_key_code_183 + 3168, flk_key_code_183 + 4036, flk_key_code_183 + 4064, flk_key_code_183 + 4131, flk_key_code_183 + 4193, flk_key_code_183 + 4257, flk_key_code_183 + 4322, flk_key_code_183 + 4385, flk_key_code_183 + 4453, flk_key_code_183 + 4512, flk_key_code_183 + 4578, flk_key_code_183 + 4640, flk_key_code_183 + 4898, flk_key_code_183 + 4962, flk_key_code_183 + 5028, flk_key_code_183 + 5091, flk_key_code_183 + 8035, flk_key_code_183 + 8098, flk_key_code_183 + 8162, flk_key_code_183 + 8233, flk_key_code_183 + 8292, flk_key_code_183 + 8352, flk_key_code_183 + 8416, flk_key_code_183 + 9024, flk_key_code_183 + 9057, flk_key_code_183 + 9122, flk_key_code_183 + 9186, flk_key_code_183 + 9250, flk_key_code_183 + 9316, flk_key_code_183 + 9938, flk_key_code_183 + 9955,
    flk_key_code_184 + 0, flk_key_code_184 + 49,
    flk_key_code_185 + 18, flk_key_code_185 + 81, flk_key_code_185 + 147, flk_key_code_185 + 208,
    flk_key_code_186 + 50, flk_key_code_186 + 115, flk_key_code_186 + 176, flk_key_code_186 + 244, flk_key_code_186 + 306, flk_key_code_186 + 369, flk_key_code_186 + 432, flk_key_code_186 + 497, flk_key_code_186 + 560, flk_key_code_186 + 627, flk_key_code_186 + 689, flk_key_code_186 + 754, flk_key_code_186 + 816, flk_key_code_186 + 880, flk_key_code_186 + 944, flk_key_code_186 + 1010, flk_key_code_186 + 1074, flk_key_code_186 + 1140, flk_key_code_186 + 1200, flk_key_code_186 + 1268, flk_key_code_186 + 1330, flk_key_code_186 + 1422, flk_key_code_186 + 1459, flk_key_code_186 + 1524, flk_key_code_186 + 1587, flk_key_code_186 + 1651, flk_key_code_186 + 1713, flk_key_code_186 + 1779, flk_key_code_186 + 1841, flk_key_code_186 + 1904, flk_key_code_186 + 1970, flk_key_code_186 + 2034, flk_key_code_186 + 2100, flk_key_code_186 + 2162, flk_key_code_186 + 2224, flk_key_code_186 + 2291, flk_key_code_186 + 2357, flk_key_code_186 + 2419, flk_key_code_186 + 2480, flk_key_code_186 + 2545, flk_key_code_186 + 2611, flk_key_code_186 + 2718, flk_key_code_186 + 2736, flk_key_code_186 + 2802, flk_key_code_186 + 2873, flk_key_code_186 + 3062, flk_key_code_186 + 3128, flk_key_code_186 + 3211, flk_key_code_186 + 3251,
    flk_key_code_187 + 0, flk_key_code_187 + 66, flk_key_code_187 + 137, flk_key_code_187 + 199, flk_key_code_187 + 260, flk_key_code_187 + 326, flk_key_code_187 + 385, flk_key_code_187 + 454, flk_key_code_187 + 515, flk_key_code_187 + 576, flk_key_code_187 + 1546, flk_key_code_187 + 1600, flk_key_code_187 + 1681, flk_key_code_187 + 1734, flk_key_code_187 + 1795, flk_key_code_187 + 1856, flk_key_code_187 + 3266, flk_key_code_187 + 3328, flk_key_code_187 + 3395, flk_key_code_187 + 3461, flk_key_code_187 + 3523, flk_key_code_187 + 3589, flk_key_code_187 + 3649, flk_key_code_187 + 3740, flk_key_code_187 + 3779, flk_key_code_187 + 3944, flk_key_code_187 + 3984, flk_key_code_187 + 4048, flk_key_code_187 + 4096, flk_key_code_187 + 4166, flk_key_code_187 + 4331, flk_key_code_187 + 4353, flk_key_code_187 + 4420, flk_key_code_187 + 4481, flk_key_code_187 + 4548, flk_key_code_187 + 4610, flk_key_code_187 + 4672, flk_key_code_187 + 4743, flk_key_code_187 + 4806, flk_key_code_187 + 4864,
    flk_key_code_188 + 0, flk_key_code_188 + 37, flk_key_code_188 + 299, flk_key_code_188 + 352,
    flk_key_code_189 + 0, flk_key_code_189 + 51, flk_key_code_189 + 114,
    flk_key_code_190 + 0, flk_key_code_190 + 64,
    flk_key_code_191 + 0, flk_key_code_191 + 64, flk_key_code_191 + 208,
    flk_key_code_192 + 0,
    flk_key_code_193 + 33, flk_key_code_193 + 100, flk_key_code_193 + 160, flk_key_code_193 + 224, flk_key_code_193 + 304,
    flk_key_code_194 + 0,
    flk_key_code_195 + 0, flk_key_code_195 + 17, flk_key_code_195 + 86,
    flk_key_code_196 + 33, flk_key_code_196 + 96, flk_key_code_196 + 226, flk_key_code_196 + 288,
    flk_key_code_197 + 51, flk_key_code_197 + 113, flk_key_code_197 + 180, flk_key_code_197 + 246, flk_key_code_197 + 306, flk_key_code_197 + 371, flk_key_code_197 + 477, flk_key_code_197 + 496, flk_key_code_197 + 561, flk_key_code_197 + 3953, flk_key_code_197 + 4018, flk_key_code_197 + 4082, flk_key_code_197 + 4146, flk_key_code_197 + 4210,
    flk_key_code_198 + 0, flk_key_code_198 + 20, flk_key_code_198 + 1168,
    flk_key_code_199 + 0, flk_key_code_199 + 36, flk_key_code_199 + 99, flk_key_code_199 + 164,
    flk_key_code_200 + 0, flk_key_code_200 + 49, flk_key_code_200 + 353, flk_key_code_200 + 371, flk_key_code_200 + 432, flk_key_code_200 + 497, flk_key_code_200 + 624, flk_key_code_200 + 692, flk_key_code_200 + 754, flk_key_code_200 + 816, flk_key_code_200 + 883, flk_key_code_200 + 946, flk_key_code_200 + 1011, flk_key_code_200 + 1072,
    flk_key_code_201 + 49, flk_key_code_201 + 114, flk_key_code_201 + 176, flk_key_code_201 + 242, flk_key_code_201 + 305, flk_key_code_201 + 373, flk_key_code_201 + 432, flk_key_code_201 + 497, flk_key_code_201 + 565, flk_key_code_201 + 624, flk_key_code_201 + 690, flk_key_code_201 + 752, flk_key_code_201 + 818, flk_key_code_201 + 882, flk_key_code_201 + 980, flk_key_code_201 + 1009,
    flk_key_code_202 + 0,
    flk_key_code_203 + 48, flk_key_code_203 + 113, flk_key_code_203 + 292, flk_key_code_203 + 304, flk_key_code_203 + 369, flk_key_code_203 + 432,
    flk_key_code_204 + 0, flk_key_code_204 + 65, flk_key_code_204 + 160, flk_key_code_204 + 192, flk_key_code_204 + 352, flk_key_code_204 + 387, flk_key_code_204 + 557, flk_key_code_204 + 594, flk_key_code_204 + 642,
    flk_key_code_205 + 0, flk_key_code_205 + 20, flk_key_code_205 + 80, flk_key_code_205 + 144, flk_key_code_205 + 232, flk_key_code_205 + 275, flk_key_code_205 + 2195, flk_key_code_205 + 2260, flk_key_code_205 + 2337, flk_key_code_205 + 2390, flk_key_code_205 + 2448, flk_key_code_205 + 2515, flk_key_code_205 + 2579, flk_key_code_205 + 2768, flk_key_code_205 + 2833, flk_key_code_205 + 2896, flk_key_code_205 + 2961, flk_key_code_205 + 3025, flk_key_code_205 + 3094, flk_key_code_205 + 3155, flk_key_code_205 + 3218, flk_key_code_205 + 3282, flk_key_code_205 + 3344, flk_key_code_205 + 3408, flk_key_code_205 + 3472, flk_key_code_205 + 3544, flk_key_code_205 + 3601, flk_key_code_205 + 4259, flk_key_code_205 + 4308,
    flk_key_code_206 + 0, flk_key_code_206 + 16, flk_key_code_206 + 81, flk_key_code_206 + 144, flk_key_code_206 + 212, flk_key_code_206 + 275, flk_key_code_206 + 401, flk_key_code_206 + 464, flk_key_code_206 + 530, flk_key_code_206 + 594, flk_key_code_206 + 658, flk_key_code_206 + 743, flk_key_code_206 + 785, flk_key_code_206 + 848, flk_key_code_206 + 913, flk_key_code_206 + 1116, flk_key_code_206 + 1560, flk_key_code_206 + 3288, flk_key_code_206 + 3346, flk_key_code_206 + 3409,
    flk_key_code_207 + 0, flk_key_code_207 + 53,
    flk_key_code_208 + 0,
    flk_key_code_209 + 0, flk_key_code_209 + 83, flk_key_code_209 + 134, flk_key_code_209 + 194, flk_key_code_209 + 257, flk_key_code_209 + 321, flk_key_code_209 + 386, flk_key_code_209 + 457, flk_key_code_209 + 515, flk_key_code_209 + 579, flk_key_code_209 + 640, flk_key_code_209 + 705, flk_key_code_209 + 769, flk_key_code_209 + 1026, flk_key_code_209 + 1088, flk_key_code_209 + 1217,
    flk_key_code_210 + 17, flk_key_code_210 + 81, flk_key_code_210 + 146,
    flk_key_code_211 + 33, flk_key_code_211 + 97, flk_key_code_211 + 162, flk_key_code_211 + 227, flk_key_code_211 + 401, flk_key_code_211 + 419, flk_key_code_211 + 481, flk_key_code_211 + 803,
    flk_key_code_212 + 0,
    flk_key_code_213 + 54, flk_key_code_213 + 123, flk_key_code_213 + 180, flk_key_code_213 + 244, flk_key_code_213 + 305,
    flk_key_code_214 + 0, flk_key_code_214 + 33, flk_key_code_214 + 100,
    flk_key_code_215 + 0, flk_key_code_215 + 65, flk_key_code_215 + 134, flk_key_code_215 + 278, flk_key_code_215 + 321, flk_key_code_215 + 386, flk_key_code_215 + 448, flk_key_code_215 + 517, flk_key_code_215 + 578, flk_key_code_215 + 641, flk_key_code_215 + 829,
    flk_key_code_216 + 0, flk_key_code_216 + 50, flk_key_code_216 + 115, flk_key_code_216 + 176,
    flk_key_code_217 + 0, flk_key_code_217 + 69, flk_key_code_217 + 129, flk_key_code_217 + 198, flk_key_code_217 + 259, flk_key_code_217 + 321, flk_key_code_217 + 386, flk_key_code_217 + 479, flk_key_code_217 + 514, flk_key_code_217 + 597,
    flk_key_code_218 + 25,
    flk_key_code_219 + 33, flk_key_code_219 + 2080,
    flk_key_code_220 + 0, flk_key_code_220 + 64,
    flk_key_code_221 + 25,
    flk_key_code_222 + 33, flk_key_code_222 + 96, flk_key_code_222 + 162,
    flk_key_code_223 + 0,
    flk_key_code_224 + 17, flk_key_code_224 + 81, flk_key_code_224 + 147,
    flk_key_code_225 + 16, flk_key_code_225 + 84, flk_key_code_225 + 204, flk_key_code_225 + 214, flk_key_code_225 + 272, flk_key_code_225 + 340, flk_key_code_225 + 463, flk_key_code_225 + 465,
    flk_key_code_226 + 0, flk_key_code_226 + 73, flk_key_code_226 + 133,
    flk_key_code_227 + 0,
    flk_key_code_228 + 49, flk_key_code_228 + 113, flk_key_code_228 + 179, flk_key_code_228 + 242, flk_key_code_228 + 304, flk_key_code_228 + 370, flk_key_code_228 + 440,
    flk_key_code_229 + 0, flk_key_code_229 + 33,
    flk_key_code_230 + 0,
    flk_key_code_231 + 17, flk_key_code_231 + 80, flk_key_code_231 + 439, flk_key_code_231 + 465,
    flk_key_code_232 + 48,
    flk_key_code_233 + 35,
    flk_key_code_234 + 20, flk_key_code_234 + 80, flk_key_code_234 + 238, flk_key_code_234 + 330, flk_key_code_234 + 340, flk_key_code_234 + 402, flk_key_code_234 + 470, flk_key_code_234 + 528, flk_key_code_234 + 592, flk_key_code_234 + 657, flk_key_code_234 + 722, flk_key_code_234 + 865, flk_key_code_234 + 914, flk_key_code_234 + 1935, flk_key_code_234 + 1940, flk_key_code_234 + 4697, flk_key_code_234 + 4773, flk_key_code_234 + 4819, flk_key_code_234 + 4880,
    flk_key_code_235 + 0, flk_key_code_235 + 32,
    flk_key_code_236 + 52, flk_key_code_236 + 121, flk_key_code_236 + 176, flk_key_code_236 + 241, flk_key_code_236 + 305, flk_key_code_236 + 368, flk_key_code_236 + 432, flk_key_code_236 + 496, flk_key_code_236 + 560, flk_key_code_236 + 624, flk_key_code_236 + 851,
    flk_key_code_237 + 0, flk_key_code_237 + 21, flk_key_code_237 + 84,
    flk_key_code_238 + 20,
    flk_key_code_239 + 0,
    flk_key_code_240 + 32, flk_key_code_240 + 98, flk_key_code_240 + 198, flk_key_code_240 + 225, flk_key_code_240 + 320, flk_key_code_240 + 358,
    flk_key_code_241 + 0,
    flk_key_code_242 + 51, flk_key_code_242 + 115, flk_key_code_242 + 181, flk_key_code_242 + 242,
    flk_key_code_243 + 20, flk_key_code_243 + 83, flk_key_code_243 + 290, flk_key_code_243 + 339, flk_key_code_243 + 400, flk_key_code_243 + 478,
    flk_key_code_244 + 0,
    flk_key_code_245 + 0, flk_key_code_245 + 17, flk_key_code_245 + 340,
    flk_key_code_246 + 0, flk_key_code_246 + 66, flk_key_code_246 + 129,
    flk_key_code_247 + 17, flk_key_code_247 + 82, flk_key_code_247 + 273,
    flk_key_code_248 + 0, flk_key_code_248 + 67, flk_key_code_248 + 132, flk_key_code_248 + 269, flk_key_code_248 + 320, flk_key_code_248 + 386, flk_key_code_248 + 451, flk_key_code_248 + 513, flk_key_code_248 + 1015, flk_key_code_248 + 1025,
    flk_key_code_249 + 32, flk_key_code_249 + 98, flk_key_code_249 + 161, flk_key_code_249 + 226,
    flk_key_code_250 + 0, flk_key_code_250 + 21, flk_key_code_250 + 80, flk_key_code_250 + 144, flk_key_code_250 + 208, flk_key_code_250 + 272,
    flk_key_code_251 + 0,
    flk_key_code_252 + 49, flk_key_code_252 + 112,
    flk_key_code_253 + 0, flk_key_code_253 + 65, flk_key_code_253 + 143, flk_key_code_253 + 192,
    flk_key_code_254 + 18,
    flk_key_code_255 + 0, flk_key_code_255 + 64, flk_key_code_255 + 133, flk_key_code_255 + 319, flk_key_code_255 + 324,
    flk_key_code_256 + 164, flk_key_code_256 + 226, flk_key_code_256 + 292,
    flk_key_code_257 + 19, flk_key_code_257 + 82, flk_key_code_257 + 144, flk_key_code_257 + 209, flk_key_code_257 + 272,
    flk_key_code_258 + 0, flk_key_code_258 + 17,
    flk_key_code_259 + 49, flk_key_code_259 + 125, flk_key_code_259 + 313,
    flk_key_code_260 + 0, flk_key_code_260 + 80,
    flk_key_code_261 + 0, flk_key_code_261 + 32, flk_key_code_261 + 96,
    flk_key_code_262 + 0,
    flk_key_code_263 + 0, flk_key_code_263 + 75, flk_key_code_263 + 128, flk_key_code_263 + 193, flk_key_code_263 + 257,
    flk_key_code_264 + 0, flk_key_code_264 + 70, flk_key_code_264 + 131, flk_key_code_264 + 685,
    flk_key_code_265 + 0, flk_key_code_265 + 64, flk_key_code_265 + 131, flk_key_code_265 + 222,
    flk_key_code_266 + 0,
    flk_key_code_267 + 32, flk_key_code_267 + 96,
    flk_key_code_268 + 50, flk_key_code_268 + 114,
    flk_key_code_269 + 35, flk_key_code_269 + 97,
    flk_key_code_270 + 50, flk_key_code_270 + 113,
    flk_key_code_271 + 34, flk_key_code_271 + 100,
    flk_key_code_272 + 0, flk_key_code_272 + 66,
    flk_key_code_273 + 0, flk_key_code_273 + 64,
    flk_key_code_274 + 23, flk_key_code_274 + 83,
    flk_key_code_275 + 49,
    flk_key_code_276 + 18,
    flk_key_code_277 + 16,
    flk_key_code_278 + 0,
    flk_key_code_279 + 0, flk_key_code_279 + 64,
    flk_key_code_280 + 0, flk_key_code_280 + 48, flk_key_code_280 + 115,
    flk_key_code_281 + 17,
    flk_key_code_282 + 33,
    flk_key_code_283 + 21,
    flk_key_code_284 + 0, flk_key_code_284 + 65,
    flk_key_code_285 + 32,
    flk_key_code_286 + 0,
    flk_key_code_287 + 0,
    flk_key_code_288 + 0, flk_key_code_288 + 75,
    flk_key_code_289 + 0, flk_key_code_289 + 34, flk_key_code_289 + 125,
    flk_key_code_290 + 0,
    flk_key_code_291 + 0, flk_key_code_291 + 206,
    flk_key_code_292 + 0,
    flk_key_code_293 + 147,
    flk_key_code_294 + 0,
    flk_key_code_295 + 0,
    flk_key_code_296 + 0, flk_key_code_296 + 48,
    flk_key_code_297 + 0, flk_key_code_297 + 64, flk_key_code_297 + 128, flk_key_code_297 + 192,
    flk_key_code_298 + 0, flk_key_code_298 + 65, flk_key_code_298 + 129, flk_key_code_298 + 195, flk_key_code_298 + 259,
    flk_key_code_299 + 0, flk_key_code_299 + 16, flk_key_code_299 + 173,
    flk_key_code_300 + 0,
    flk_key_code_301 + 17, flk_key_code_301 + 83, flk_key_code_301 + 145, flk_key_code_301 + 210, flk_key_code_301 + 274, flk_key_code_301 + 338, flk_key_code_301 + 473, flk_key_code_301 + 530, flk_key_code_301 + 888, flk_key_code_301 + 914, flk_key_code_301 + 976, flk_key_code_301 + 1042, flk_key_code_301 + 1104,
    flk_key_code_302 + 17, flk_key_code_302 + 81, flk_key_code_302 + 977, flk_key_code_302 + 1042, flk_key_code_302 + 1105, flk_key_code_302 + 1168, flk_key_code_302 + 1233, flk_key_code_302 + 1505,
    flk_key_code_303 + 0, flk_key_code_303 + 17, flk_key_code_303 + 85,
    flk_key_code_304 + 0,
    flk_key_code_305 + 0, flk_key_code_305 + 65, flk_key_code_305 + 967,
    flk_key_code_306 + 0, flk_key_code_306 + 75, flk_key_code_306 + 132, flk_key_code_306 + 192, flk_key_code_306 + 256,
    flk_key_code_307 + 17, flk_key_code_307 + 859,
    flk_key_code_308 + 0, flk_key_code_308 + 347, flk_key_code_308 + 381,
    flk_key_code_309 + 19, flk_key_code_309 + 82,
    flk_key_code_310 + 0, flk_key_code_310 + 304, flk_key_code_310 + 338,
    flk_key_code_311 + 16, flk_key_code_311 + 82,
    flk_key_code_312 + 0, flk_key_code_312 + 70, flk_key_code_312 + 129, flk_key_code_312 + 192, flk_key_code_312 + 576, flk_key_code_312 + 658, flk_key_code_312 + 783,
    flk_key_code_313 + 33, flk_key_code_313 + 98, flk_key_code_313 + 162, flk_key_code_313 + 227, flk_key_code_313 + 1252,
    flk_key_code_314 + 0, flk_key_code_314 + 17, flk_key_code_314 + 85, flk_key_code_314 + 170, flk_key_code_314 + 210, flk_key_code_314 + 365, flk_key_code_314 + 400, flk_key_code_314 + 467,
    flk_key_code_315 + 0, flk_key_code_315 + 66,
    flk_key_code_316 + 17, flk_key_code_316 + 81, flk_key_code_316 + 148,
    flk_key_code_317 + 0,
    flk_key_code_318 + 48, flk_key_code_318 + 112, flk_key_code_318 + 176, flk_key_code_318 + 301, flk_key_code_318 + 306, flk_key_code_318 + 370,
    flk_key_code_319 + 0,
    flk_key_code_320 + 0, flk_key_code_320 + 75, flk_key_code_320 + 132, flk_key_code_320 + 195, flk_key_code_320 + 260,
    flk_key_code_321 + 0, flk_key_code_321 + 69, flk_key_code_321 + 128, flk_key_code_321 + 194,
    flk_key_code_322 + 0, flk_key_code_322 + 16,
    flk_key_code_323 + 0,
    flk_key_code_324 + 0, flk_key_code_324 + 137,
    flk_key_code_325 + 18,
    flk_key_code_326 + 34,
    flk_key_code_327 + 0,
    flk_key_code_328 + 0,
    flk_key_code_329 + 0, flk_key_code_329 + 64,
    flk_key_code_330 + 0, flk_key_code_330 + 65, flk_key_code_330 + 129, flk_key_code_330 + 195, flk_key_code_330 + 257, flk_key_code_330 + 321, flk_key_code_330 + 386, flk_key_code_330 + 464,
    flk_key_code_331 + 0, flk_key_code_331 + 68, flk_key_code_331 + 308, flk_key_code_331 + 324, flk_key_code_331 + 385, flk_key_code_331 + 450, flk_key_code_331 + 512,
    flk_key_code_332 + 0, flk_key_code_332 + 448,
    flk_key_code_333 + 0, flk_key_code_333 + 67, flk_key_code_333 + 131, flk_key_code_333 + 193, flk_key_code_333 + 349, flk_key_code_333 + 387, flk_key_code_333 + 448, flk_key_code_333 + 840, flk_key_code_333 + 897, flk_key_code_333 + 974, flk_key_code_333 + 1027, flk_key_code_333 + 1090, flk_key_code_333 + 1152, flk_key_code_333 + 1217, flk_key_code_333 + 1286,
    flk_key_code_334 + 0, flk_key_code_334 + 16,
    flk_key_code_335 + 0, flk_key_code_335 + 51, flk_key_code_335 + 112, flk_key_code_335 + 179, flk_key_code_335 + 302, flk_key_code_335 + 306,
    flk_key_code_336 + 51,
    flk_key_code_337 + 0, flk_key_code_337 + 16, flk_key_code_337 + 82, flk_key_code_337 + 144,
    flk_key_code_338 + 34, flk_key_code_338 + 96, flk_key_code_338 + 416, flk_key_code_338 + 482,
    flk_key_code_339 + 0, flk_key_code_339 + 19, flk_key_code_339 + 155, flk_key_code_339 + 269, flk_key_code_339 + 274, flk_key_code_339 + 592,
    flk_key_code_340 + 0, flk_key_code_340 + 17,
    flk_key_code_341 + 0, flk_key_code_341 + 17, flk_key_code_341 + 80,
    flk_key_code_342 + 17, flk_key_code_342 + 367,
    flk_key_code_343 + 0,
    flk_key_code_344 + 109,
    flk_key_code_345 + 428,
    flk_key_code_346 + 0,
    flk_key_code_347 + 20,
    flk_key_code_348 + 51, flk_key_code_348 + 112,
    flk_key_code_349 + 48, flk_key_code_349 + 113, flk_key_code_349 + 181, flk_key_code_349 + 243, flk_key_code_349 + 305, flk_key_code_349 + 370, flk_key_code_349 + 435, flk_key_code_349 + 496, flk_key_code_349 + 561, flk_key_code_349 + 627, flk_key_code_349 + 689, flk_key_code_349 + 1319, flk_key_code_349 + 1331, flk_key_code_349 + 1393, flk_key_code_349 + 1467, flk_key_code_349 + 2983, flk_key_code_349 + 2993, flk_key_code_349 + 3057, flk_key_code_349 + 3204, flk_key_code_349 + 3250, flk_key_code_349 + 3313, flk_key_code_349 + 3376, flk_key_code_349 + 3443, flk_key_code_349 + 3507, flk_key_code_349 + 3569, flk_key_code_349 + 3637, flk_key_code_349 + 3697, flk_key_code_349 + 3780, flk_key_code_349 + 3827, flk_key_code_349 + 4508, flk_key_code_349 + 4599,
    flk_key_code_350 + 0, flk_key_code_350 + 17, flk_key_code_350 + 914,
    flk_key_code_351 + 0, flk_key_code_351 + 34, flk_key_code_351 + 272, flk_key_code_351 + 291,
    flk_key_code_352 + 0, flk_key_code_352 + 51, flk_key_code_352 + 113, flk_key_code_352 + 181, flk_key_code_352 + 242, flk_key_code_352 + 306, flk_key_code_352 + 526, flk_key_code_352 + 560, flk_key_code_352 + 626, flk_key_code_352 + 748, flk_key_code_352 + 752, flk_key_code_352 + 872, flk_key_code_352 + 880, flk_key_code_352 + 944, flk_key_code_352 + 1010, flk_key_code_352 + 1194, flk_key_code_352 + 1203, flk_key_code_352 + 1264, flk_key_code_352 + 1330, flk_key_code_352 + 1993, flk_key_code_352 + 2033, flk_key_code_352 + 2096, flk_key_code_352 + 2162, flk_key_code_352 + 2346, flk_key_code_352 + 2353, flk_key_code_352 + 2417, flk_key_code_352 + 2482, flk_key_code_352 + 2574, flk_key_code_352 + 2709, flk_key_code_352 + 2740, flk_key_code_352 + 2803, flk_key_code_352 + 2866, flk_key_code_352 + 3034, flk_key_code_352 + 3057, flk_key_code_352 + 3122, flk_key_code_352 + 3184, flk_key_code_352 + 3889,
    flk_key_code_353 + 0, flk_key_code_353 + 64, flk_key_code_353 + 131, flk_key_code_353 + 249, flk_key_code_353 + 256,
    flk_key_code_354 + 0, flk_key_code_354 + 65,
    flk_key_code_355 + 32, flk_key_code_355 + 96,
    flk_key_code_356 + 17, flk_key_code_356 + 81,
    flk_key_code_357 + 49,
    flk_key_code_358 + 48, flk_key_code_358 + 124,
    flk_key_code_359 + 16, flk_key_code_359 + 81,
    flk_key_code_360 + 50, flk_key_code_360 + 180,
    flk_key_code_361 + 19,
    flk_key_code_362 + 34, flk_key_code_362 + 100,
    flk_key_code_363 + 32,
    flk_key_code_364 + 0,
    flk_key_code_365 + 0, flk_key_code_365 + 67, flk_key_code_365 + 2054,
    flk_key_code_366 + 0,
    flk_key_code_367 + 17, flk_key_code_367 + 80, flk_key_code_367 + 144, flk_key_code_367 + 209,
    flk_key_code_368 + 34, flk_key_code_368 + 96, flk_key_code_368 + 292,
    flk_key_code_369 + 17, flk_key_code_369 + 83, flk_key_code_369 + 689,
    flk_key_code_370 + 0, flk_key_code_370 + 32, flk_key_code_370 + 98, flk_key_code_370 + 424,
    flk_key_code_371 + 16, flk_key_code_371 + 104,
    flk_key_code_372 + 0, flk_key_code_372 + 66, flk_key_code_372 + 128, flk_key_code_372 + 192,
    flk_key_code_373 + 0, flk_key_code_373 + 67, flk_key_code_373 + 129,
    flk_key_code_374 + 17, flk_key_code_374 + 85, flk_key_code_374 + 148, flk_key_code_374 + 209,
    flk_key_code_375 + 0, flk_key_code_375 + 32, flk_key_code_375 + 98,
    flk_key_code_376 + 0,
    flk_key_code_377 + 33, flk_key_code_377 + 98, flk_key_code_377 + 163,
    flk_key_code_378 + 0,
    flk_key_code_379 + 0,
    flk_key_code_380 + 0, flk_key_code_380 + 64,
    flk_key_code_381 + 372,
    flk_key_code_382 + 0,
    flk_key_code_383 + 50,
};
const unsigned long flk_key_code_line_count = sizeof flk_key_code_lines / sizeof *flk_key_code_lines;
