// Written by tools/make_hot_sections.py (`make hot-sections`):
// the code lines the keys ran (the first instruction run on each),
// each named as its function's or object's address plus an offset; one this build lacks is null (input_shim.c).
extern const char flk_key_code_0[] __asm__("__swift_instantiateConcreteTypeFromMangledName") __attribute__((weak));
extern const char flk_key_code_1[] __asm__("$s11Observation0A8TrackingV11_AccessListV03addC07keyPath7contextys010PartialKeyG0CyxG_AA0A9RegistrarV7ContextVtAA10ObservableRzlF") __attribute__((weak));
extern const char flk_key_code_2[] __asm__("$ss24withUnsafeMutablePointer2to_q0_xz_q0_SpyxGq_YKXEtq_YKs5ErrorR_Ri_zRi_0_r1_lF") __attribute__((weak));
extern const char flk_key_code_3[] __asm__("$ss17_NativeDictionaryV8setValue_6forKey8isUniqueyq_n_xSbtFSi_11Observation0I9RegistrarV5State33_5AE0855755CD62D4521FC18D42BC1E4BLLVAFVTg5") __attribute__((weak));
extern const char flk_key_code_4[] __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern const char flk_key_code_5[] __asm__("$sSh8_VariantV6insertySb8inserted_x17memberAfterInserttxnFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern const char flk_key_code_6[] __asm__("$ss10_NativeSetV9insertNew_2at8isUniqueyxn_s10_HashTableV6BucketVSbtFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern const char flk_key_code_7[] __asm__("$ss10_NativeSetV13copyAndResize8capacityySi_tFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern const char flk_key_code_8[] __asm__("$ss10_NativeSetV6resize8capacityySi_tFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern const char flk_key_code_9[] __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern const char flk_key_code_10[] __asm__("$ss17_NativeDictionaryV20_copyOrMoveAndResize8capacity12moveElementsySi_SbtFs10AnyKeyPathC_ShySiGTg5") __attribute__((weak));
extern const char flk_key_code_11[] __asm__("$ss17_NativeDictionaryV20_copyOrMoveAndResize8capacity12moveElementsySi_SbtFSi_11Observation0K9RegistrarV5State33_5AE0855755CD62D4521FC18D42BC1E4BLLVAFVTg5") __attribute__((weak));
extern const char flk_key_code_12[] __asm__("$ss17_NativeDictionaryV20_copyOrMoveAndResize8capacity12moveElementsySi_SbtFSO_11Observation0K8TrackingV5EntryVTg5") __attribute__((weak));
extern const char flk_key_code_13[] __asm__("$ss17_NativeDictionaryV7_delete2atys10_HashTableV6BucketV_tFSi_11Observation0H9RegistrarV5State33_5AE0855755CD62D4521FC18D42BC1E4BLLVAIVTg5") __attribute__((weak));
extern const char flk_key_code_14[] __asm__("$ss17_NativeDictionaryV7_delete2atys10_HashTableV6BucketV_tFs10AnyKeyPathC_ShySiGTg5") __attribute__((weak));
extern const char flk_key_code_15[] __asm__("$sSh8_VariantV6removeyxSgxFSi_Tg5") __attribute__((weak));
extern const char flk_key_code_16[] __asm__("$sSD8_VariantV6remove2atx3key_q_5valuetSD5IndexVyxq__G_tFs10AnyKeyPathC_ShySiGTg5") __attribute__((weak));
extern const char flk_key_code_17[] __asm__("$ss10_NativeSetV7_delete2atys10_HashTableV6BucketV_tFSi_Tg5") __attribute__((weak));
extern const char flk_key_code_18[] __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtFys10AnyKeyPathCYbc_Tg5") __attribute__((weak));
extern const char flk_key_code_19[] __asm__("$s11Observation0A9RegistrarV7ContextV7willSet_7keyPathyx_s03KeyG0Cyxq_GtAA10ObservableRzr0_lFTf4dnn_n") __attribute__((weak));
extern const char flk_key_code_20[] __asm__("$s11Observation0A9RegistrarV7ContextV6didSet_7keyPathyx_s03KeyG0Cyxq_GtAA10ObservableRzr0_lFTf4dnn_n") __attribute__((weak));
extern const char flk_key_code_21[] __asm__("$s11Observation0A8TrackingV08_installB0_7willSet03didE0yAC_yACYbcSgAGtFZTf4nnnd_n") __attribute__((weak));
extern const char flk_key_code_22[] __asm__("$s11Observation0A8TrackingV08_installB0_8onChangeyAC11_AccessListV_yyYbctFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_23[] __asm__("$sSD17dictionaryLiteralSDyxq_Gx_q_td_tcfCSO_11Observation0C8TrackingV2IdOTt0g5Tf4g_n") __attribute__((weak));
extern const char flk_key_code_24[] __asm__("$ss29getContiguousArrayStorageType3fors01_bcD0CyxGmxm_tlF") __attribute__((weak));
extern const char flk_key_code_25[] __asm__("$ss18_DictionaryStorageC8allocate5scale3age4seedAByxq_Gs4Int8V_s5Int32VSgSiSgtFZ") __attribute__((weak));
extern const char flk_key_code_26[] __asm__("$ss21_BinaryIntegerToASCII8negative9magnitude5radix9uppercase6bufferSnySiGSb_9MagnitudeQzxSbs11MutableSpanVys5UInt8VGztSzRzlFs6UInt64V_Tg5") __attribute__((weak));
extern const char flk_key_code_27[] __asm__("$ss13KeyPathBufferV4nexts03RawaB9ComponentV_ypXpSgtyF") __attribute__((weak));
extern const char flk_key_code_28[] __asm__("$ss19RawKeyPathComponentV8bodySizeSivg") __attribute__((weak));
extern const char flk_key_code_29[] __asm__("$ss11_SetStorageC8allocate5scale3age4seedAByxGs4Int8V_s5Int32VSgSiSgtFZ") __attribute__((weak));
extern const char flk_key_code_30[] __asm__("$ss11_StringGutsV6appendyyABF") __attribute__((weak));
extern const char flk_key_code_31[] __asm__("$ss11_StringGutsV35validateInclusiveCharacterIndex_5_7ySS0F0VAEF") __attribute__((weak));
extern const char flk_key_code_32[] __asm__("$ss22_stringCompareFastUTF8__9expecting7bothNFCSbSRys5UInt8VG_AFs23_StringComparisonResultOSbtF") __attribute__((weak));
extern const char flk_key_code_33[] __asm__("$ss9_allASCIIySbSRys5UInt8VGF") __attribute__((weak));
extern const char flk_key_code_34[] __asm__("$ss12validateUTF8ys0B16ValidationResultOSRys5UInt8VGF") __attribute__((weak));
extern const char flk_key_code_35[] __asm__("$ss15__StringStorageC20_updateCountAndFlags03newD00G7IsASCIIySi_SbtF") __attribute__((weak));
extern const char flk_key_code_36[] __asm__("$ss15__StringStorageCfD") __attribute__((weak));
extern const char flk_key_code_37[] __asm__("$ss15__StringStorageC6create16initializingFrom16codeUnitCapacity7isASCIIABSRys5UInt8VG_SiSbtFZTf4nnnd_n") __attribute__((weak));
extern const char flk_key_code_38[] __asm__("$sSS8_copyingySSSsFZTf4nd_n") __attribute__((weak));
extern const char flk_key_code_39[] __asm__("$sSSySsSnySS5IndexVGcigTf4nn_g") __attribute__((weak));
extern const char flk_key_code_40[] __asm__("$ss6HasherV5_seedABSi_tcfCTf4nd_n") __attribute__((weak));
extern const char flk_key_code_41[] __asm__("$ss6HasherV5_hash4seed5bytes5countS2i_s6UInt64VSitFZTf4nnnd_n") __attribute__((weak));
extern const char flk_key_code_42[] __asm__("$ss13KeyPathBufferV4baseABSV_tcfCTf4nd_n") __attribute__((weak));
extern const char flk_key_code_43[] __asm__("$ss10_HashTableV8capacity8forScaleSis4Int8V_tFZTf4nd_n") __attribute__((weak));
extern const char flk_key_code_44[] __asm__("$ss10AnyKeyPathC2eeoiySbAB_ABtFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_45[] __asm__("$ss12_SmallStringV_9appendingABSgAB_ABtcfCTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_46[] __asm__("$ss10_HashTableV5scale11forCapacitys4Int8VSi_tFZTf4nd_n") __attribute__((weak));
extern const char flk_key_code_47[] __asm__("$ss15__StringStorageC6create29uninitializedCodeUnitCapacity29initializingUncheckedUTF8WithABSi_SiSrys5UInt8VGKXEtKFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_48[] __asm__("$sSS23_fromLargeUTF8Repairing21uninitializedCapacity16initializingWithSSSi_SiSrys5UInt8VGKXEtKFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_49[] __asm__("$ss22_AbstractStringStorageP02asB0SSvgTj") __attribute__((weak));
extern const char flk_key_code_50[] __asm__("__swift_instantiateCanonicalPrespecializedGenericMetadata") __attribute__((weak));
extern const char flk_key_code_51[] __asm__("$sSis23CustomStringConvertiblessAAP11descriptionSSvgTW") __attribute__((weak));
extern const char flk_key_code_52[] __asm__("$sScfsE15_isSameExecutorySbqd__ScfRd__lF") __attribute__((weak));
extern const char flk_key_code_53[] __asm__("_swift_task_isMainExecutorSwift") __attribute__((weak));
extern const char flk_key_code_54[] __asm__("swift_getMainExecutor") __attribute__((weak));
extern const char flk_key_code_55[] __asm__("swift_task_getMainExecutorImpl") __attribute__((weak));
extern const char flk_key_code_56[] __asm__("_dispatch_call_block_and_release") __attribute__((weak));
extern const char flk_key_code_57[] __asm__("_os_object_release_internal_n") __attribute__((weak));
extern const char flk_key_code_58[] __asm__("_dispatch_continuation_pop") __attribute__((weak));
extern const char flk_key_code_59[] __asm__("_dispatch_lane_serial_drain") __attribute__((weak));
extern const char flk_key_code_60[] __asm__("_dispatch_queue_wakeup") __attribute__((weak));
extern const char flk_key_code_61[] __asm__("_dispatch_mgr_queue_push") __attribute__((weak));
extern const char flk_key_code_62[] __asm__("_dispatch_mgr_thread") __attribute__((weak));
extern const char flk_key_code_63[] __asm__("_dispatch_main_queue_callback_4CF") __attribute__((weak));
extern const char flk_key_code_64[] __asm__("_dispatch_source_invoke") __attribute__((weak));
extern const char flk_key_code_65[] __asm__("_dispatch_source_wakeup") __attribute__((weak));
extern const char flk_key_code_66[] __asm__("_dispatch_source_merge_evt") __attribute__((weak));
extern const char flk_key_code_67[] __asm__("_dispatch_event_loop_drain_timers") __attribute__((weak));
extern const char flk_key_code_68[] __asm__("_dispatch_event_loop_timer_arm") __attribute__((weak));
extern const char flk_key_code_69[] __asm__("_dispatch_event_loop_drain") __attribute__((weak));
extern const char flk_key_code_70[] __asm__("$s20FoundationEssentials4DataVwet") __attribute__((weak));
extern const char flk_key_code_71[] __asm__("$s10TerminalUI8MainLoopO3runs5NeverOyFZ") __attribute__((weak));
extern const char flk_key_code_72[] __asm__("flickterm_main") __attribute__((weak));
extern const char flk_key_code_73[] __asm__("$sScM14assumeIsolated_4file4linexxyKScMYcXE_s12StaticStringVSutKs8SendableRzlFZyt_Tg5") __attribute__((weak));
extern const char flk_key_code_74[] __asm__("$s10TerminalUI8MainLoopO3runs5NeverOyFZyyScMYcXEfU_") __attribute__((weak));
extern const char flk_key_code_75[] __asm__("$s10TerminalUI0A3AppC6listen33_B755C313297C0CFB8D4F05E2281575F6LLyyFySbYbScMYccfU_") __attribute__((weak));
extern const char flk_key_code_76[] __asm__("$s10TerminalUI0A3AppC8readKeys33_B755C313297C0CFB8D4F05E2281575F6LLyyF") __attribute__((weak));
extern const char flk_key_code_77[] __asm__("swift_release") __attribute__((weak));
extern const char flk_key_code_78[] __asm__("_ZN5swift9RefCountsINS_13RefCountBitsTILNS_19RefCountInlinednessE1EEEE15doDecrementSlowILNS_13PerformDeinitE1EEEbS3_j") __attribute__((weak));
extern const char flk_key_code_79[] __asm__("$s10TerminalUI0A3AppC6handle33_B755C313297C0CFB8D4F05E2281575F6LLyyAA3KeyOF") __attribute__((weak));
extern const char flk_key_code_80[] __asm__("$s10TerminalUI13ResultsScreenCAA0D0A2aDP6handleySbAA3KeyOFTW") __attribute__((weak));
extern const char flk_key_code_81[] __asm__("$s10TerminalUI13ResultsScreenC6handleySbAA3KeyOF") __attribute__((weak));
extern const char flk_key_code_82[] __asm__("flk_main_queue_run") __attribute__((weak));
extern const char flk_key_code_83[] __asm__("flk_wait_next") __attribute__((weak));
extern const char flk_key_code_84[] __asm__("swift_allocObject") __attribute__((weak));
extern const char flk_key_code_85[] __asm__("$s11Observation0A9RegistrarV6access_7keyPathyx_s03KeyE0Cyxq_GtAA10ObservableRzr0_lF") __attribute__((weak));
extern const char flk_key_code_86[] __asm__("$ss23_ContiguousArrayStorageCfD") __attribute__((weak));
extern const char flk_key_code_87[] __asm__("swift_retain") __attribute__((weak));
extern const char flk_key_code_88[] __asm__("swift_slowAlloc") __attribute__((weak));
extern const char flk_key_code_89[] __asm__("swift_deallocObject") __attribute__((weak));
extern const char flk_key_code_90[] __asm__("swift_deallocClassInstance") __attribute__((weak));
extern const char flk_key_code_91[] __asm__("swift_beginAccess") __attribute__((weak));
extern const char flk_key_code_92[] __asm__("$s10ViewModels013SearchResultsA5ModelC4show33_3E4BF0978959A2EF4642272768448B64LLyySnySiGF") __attribute__((weak));
extern const char flk_key_code_93[] __asm__("swift_slowDealloc") __attribute__((weak));
extern const char flk_key_code_94[] __asm__("swift_task_isCurrentExecutor") __attribute__((weak));
extern const char flk_key_code_95[] __asm__("swift_task_isCurrentExecutorWithFlags") __attribute__((weak));
extern const char flk_key_code_96[] __asm__("swift_bridgeObjectRelease") __attribute__((weak));
extern const char flk_key_code_97[] __asm__("swift_task_isMainExecutor") __attribute__((weak));
extern const char flk_key_code_98[] __asm__("swift_task_isMainExecutorImpl") __attribute__((weak));
extern const char flk_key_code_99[] __asm__("$ss6HasherV9_finalizeSiyF") __attribute__((weak));
extern const char flk_key_code_100[] __asm__("swift_arrayDestroy") __attribute__((weak));
extern const char flk_key_code_101[] __asm__("$sSS4hash4intoys6HasherVz_tF") __attribute__((weak));
extern const char flk_key_code_102[] __asm__("$sScfsE14isMainExecutorSbvg") __attribute__((weak));
extern const char flk_key_code_103[] __asm__("_ZN5swift7runtime9AccessSet6insertEPNS0_6AccessEPvS4_NS_16ExclusivityFlagsE") __attribute__((weak));
extern const char flk_key_code_104[] __asm__("swift_getKeyPath") __attribute__((weak));
extern const char flk_key_code_105[] __asm__("$ss17_swift_getKeyPath7pattern9argumentsSVSv_SVtF") __attribute__((weak));
extern const char flk_key_code_106[] __asm__("swift_bridgeObjectRetain") __attribute__((weak));
extern const char flk_key_code_107[] __asm__("$ss6HasherV7combine5bytesySW_tF") __attribute__((weak));
extern const char flk_key_code_108[] __asm__("$ss6HasherV5_seedABSi_tcfC") __attribute__((weak));
extern const char flk_key_code_109[] __asm__("swift_endAccess") __attribute__((weak));
extern const char flk_key_code_110[] __asm__("$s10TerminalUI9KeyReaderV7rawKeys33_D36EFDE33BCA181CEA5EFE22689907CBLLSayAA0C0OGyFTf4d_n") __attribute__((weak));
extern const char flk_key_code_111[] __asm__("$s10ViewModels11KeyBindingsV6action3for2inAA0C6ActionOSgAA0C4NameO_AA0C7ContextOtFTf4nnx_n") __attribute__((weak));
extern const char flk_key_code_112[] __asm__("attroff") __attribute__((weak));
extern const char flk_key_code_113[] __asm__("wattrset") __attribute__((weak));
extern const char flk_key_code_114[] __asm__("wattr_get") __attribute__((weak));
extern const char flk_key_code_115[] __asm__("get_wch") __attribute__((weak));
extern const char flk_key_code_116[] __asm__("mvaddnwstr") __attribute__((weak));
extern const char flk_key_code_117[] __asm__("wget_wch") __attribute__((weak));
extern const char flk_key_code_118[] __asm__("_ZN5swift9RefCountsINS_13RefCountBitsTILNS_19RefCountInlinednessE1EEEE13incrementSlowES3_j") __attribute__((weak));
extern const char flk_key_code_119[] __asm__("$sScA15unownedExecutorScevgTj") __attribute__((weak));
extern const char flk_key_code_120[] __asm__("$s10TerminalUI0A3AppC3act33_B755C313297C0CFB8D4F05E2281575F6LLyyF") __attribute__((weak));
extern const char flk_key_code_121[] __asm__("_ZN5swift7runtime15SwiftTLSContext3getEv") __attribute__((weak));
extern const char flk_key_code_122[] __asm__("$s10TerminalUI10KeyDecoderV6decodeySayAA0C0OGAGF") __attribute__((weak));
extern const char flk_key_code_123[] __asm__("swift_task_getMainExecutor") __attribute__((weak));
extern const char flk_key_code_124[] __asm__("_nc_wgetch") __attribute__((weak));
extern const char flk_key_code_125[] __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF10ViewModels7KeyNameO_Tg5") __attribute__((weak));
extern const char flk_key_code_126[] __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10TerminalUI3KeyO_Tg5") __attribute__((weak));
extern const char flk_key_code_127[] __asm__("swift_initStaticObject") __attribute__((weak));
extern const char flk_key_code_128[] __asm__("$sSS18_uncheckedFromUTF8ySSSRys5UInt8VGFZ") __attribute__((weak));
extern const char flk_key_code_129[] __asm__("swift_arrayInitWithCopy") __attribute__((weak));
extern const char flk_key_code_130[] __asm__("__swift_destroy_boxed_opaque_existential_1") __attribute__((weak));
extern const char flk_key_code_131[] __asm__("$sSYsSHRzSH8RawValueSYRpzrlE08_rawHashB04seedS2i_tF10ViewModels10KeyContextO_Tgq5") __attribute__((weak));
extern const char flk_key_code_132[] __asm__("$sSa6append10contentsOfyqd__n_t7ElementQyd__RszSTRd__lF10TerminalUI3KeyO_SayAGGTg5") __attribute__((weak));
extern const char flk_key_code_133[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE6InputsA2aDP15noticeDismissedyyFTW") __attribute__((weak));
extern const char flk_key_code_134[] __asm__("$s10ViewModels013SearchResultsA5ModelC15noticeDismissedyyF") __attribute__((weak));
extern const char flk_key_code_135[] __asm__("_ZN5swift14threading_impl14thread_is_mainEv") __attribute__((weak));
extern const char flk_key_code_136[] __asm__("_nc_timed_wait") __attribute__((weak));
extern const char flk_key_code_137[] __asm__("$s10ViewModels7KeyNameO4hash4intoys6HasherVz_tF") __attribute__((weak));
extern const char flk_key_code_138[] __asm__("$ss6HasherV8_combineyys5UInt8VF") __attribute__((weak));
extern const char flk_key_code_139[] __asm__("is_linetouched") __attribute__((weak));
extern const char flk_key_code_140[] __asm__("is_wintouched") __attribute__((weak));
extern const char flk_key_code_141[] __asm__("wtouchln") __attribute__((weak));
extern const char flk_key_code_142[] __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP4helpAA12HelpContentsVSgvgTW") __attribute__((weak));
extern const char flk_key_code_143[] __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP10exitStatuss5Int32VSgvgTW") __attribute__((weak));
extern const char flk_key_code_144[] __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlFs5Int32V_Tg5") __attribute__((weak));
extern const char flk_key_code_145[] __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlF10ViewModels7KeyNameO_Tg5") __attribute__((weak));
extern const char flk_key_code_146[] __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP5bellsSivgTW") __attribute__((weak));
extern const char flk_key_code_147[] __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP7redrawsSivgTW") __attribute__((weak));
extern const char flk_key_code_148[] __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP11newSearchesSivgTW") __attribute__((weak));
extern const char flk_key_code_149[] __asm__("__swift_project_boxed_opaque_existential_1") __attribute__((weak));
extern const char flk_key_code_150[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE4TypeA2aDP7outputsAA0cdaE7Outputs_pvgTW") __attribute__((weak));
extern const char flk_key_code_151[] __asm__("swift_retain_n") __attribute__((weak));
extern const char flk_key_code_152[] __asm__("$sSJ4hash4intoys6HasherVz_tF") __attribute__((weak));
extern const char flk_key_code_153[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP6layoutAA0D6LayoutOvgTW") __attribute__((weak));
extern const char flk_key_code_154[] __asm__("$s10TerminalUI3KeyO14terminalScalarACSgs6UInt32V_tcfCTf4nd_n") __attribute__((weak));
extern const char flk_key_code_155[] __asm__("$s10TerminalUI3KeyOwxx") __attribute__((weak));
extern const char flk_key_code_156[] __asm__("$s10TerminalUI9KeyReaderVWOc") __attribute__((weak));
extern const char flk_key_code_157[] __asm__("$s10TerminalUI9KeyReaderVwcp") __attribute__((weak));
extern const char flk_key_code_158[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE4TypeA2aDP6inputsAA0cdaE6Inputs_pvgTW") __attribute__((weak));
extern const char flk_key_code_159[] __asm__("$s10TerminalUI9KeyReaderVWOh") __attribute__((weak));
extern const char flk_key_code_160[] __asm__("swift_weakLoadStrong") __attribute__((weak));
extern const char flk_key_code_161[] __asm__("swift_isEscapingClosureAtFileLocation") __attribute__((weak));
extern const char flk_key_code_162[] __asm__("$s10ViewModels17SelectionViewportV6scroll33_2A1B70160571967959982770249FCA98LLyyF") __attribute__((weak));
extern const char flk_key_code_163[] __asm__("$s10TerminalUI3KeyOWOy") __attribute__((weak));
extern const char flk_key_code_164[] __asm__("$s10TerminalUI9KeyReaderVwxx") __attribute__((weak));
extern const char flk_key_code_165[] __asm__("$s10ViewModels7KeyNameOSgWOe") __attribute__((weak));
extern const char flk_key_code_166[] __asm__("$s10TerminalUI3KeyOwcp") __attribute__((weak));
extern const char flk_key_code_167[] __asm__("$s10TerminalUI3KeyO4name10ViewModels0C4NameOSgvg") __attribute__((weak));
extern const char flk_key_code_168[] __asm__("$s10ViewModels7KeyNameOSgWOy") __attribute__((weak));
extern const char flk_key_code_169[] __asm__("$s10TerminalUI3KeyOWOh") __attribute__((weak));
extern const char flk_key_code_170[] __asm__("$s10ViewModels17SelectionViewportV23__derived_struct_equalsySbAC_ACtFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_171[] __asm__("$sSasSQRzlE2eeoiySbSayxG_ABtFZ10TerminalUI3KeyO_Tt1g5") __attribute__((weak));
extern const char flk_key_code_172[] __asm__("_swift_pod_destroy") __attribute__((weak));
extern const char flk_key_code_173[] __asm__("_nc_handle_sigwinch") __attribute__((weak));
extern const char flk_key_code_174[] __asm__("$s10ViewModels12HelpContentsVSgWOy") __attribute__((weak));
extern const char flk_key_code_175[] __asm__("$ss15ContinuousClockV7InstantVMa") __attribute__((weak));
extern const char flk_key_code_176[] __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyF") __attribute__((weak));
extern const char flk_key_code_177[] __asm__("$s10TerminalUI13ResultsScreenC9drawParts2on7changedyAA6CanvasV_yyYbScMYcctF") __attribute__((weak));
extern const char flk_key_code_178[] __asm__("$s11Observation04withA8Tracking_8onChangexxyXE_yyYbcyXKtlF") __attribute__((weak));
extern const char flk_key_code_179[] __asm__("$s10TerminalUI6CanvasV7presentyyF") __attribute__((weak));
extern const char flk_key_code_180[] __asm__("__wrap_doupdate") __attribute__((weak));
extern const char flk_key_code_181[] __asm__("$s10TerminalUI13ResultsScreenC9planSlots33_E2D85A74ED32AAD52CA445668A49F65CLL_2onSi10ViewModels06SearchcP12ModelOutputs_p_AA6CanvasVtF") __attribute__((weak));
extern const char flk_key_code_182[] __asm__("wadd_wch") __attribute__((weak));
extern const char flk_key_code_183[] __asm__("_nc_outc_wrapper") __attribute__((weak));
extern const char flk_key_code_184[] __asm__("_nc_flush_sp") __attribute__((weak));
extern const char flk_key_code_185[] __asm__("_nc_outch_sp") __attribute__((weak));
extern const char flk_key_code_186[] __asm__("_nc_flush") __attribute__((weak));
extern const char flk_key_code_187[] __asm__("tputs_sp") __attribute__((weak));
extern const char flk_key_code_188[] __asm__("_nc_putp_sp") __attribute__((weak));
extern const char flk_key_code_189[] __asm__("tputs") __attribute__((weak));
extern const char flk_key_code_190[] __asm__("$s11Observation0A9RegistrarV12withMutation2of7keyPath_q0_x_s03KeyG0Cyxq_Gq0_yKXEtKAA10ObservableRzr1_lF") __attribute__((weak));
extern const char flk_key_code_191[] __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyFAA6Screen_pSgyXEfU1_") __attribute__((weak));
extern const char flk_key_code_192[] __asm__("$s10TerminalUI0A3AppC9drawFrame33_B755C313297C0CFB8D4F05E2281575F6LL_8tooSmall8overlaidAA6Screen_pSgAI_SaySSGSgSbtF") __attribute__((weak));
extern const char flk_key_code_193[] __asm__("$s10TerminalUI12ImagePainterC10frameDrawnyyF") __attribute__((weak));
extern const char flk_key_code_194[] __asm__("waddnwstr") __attribute__((weak));
extern const char flk_key_code_195[] __asm__("flk_move_cursor") __attribute__((weak));
extern const char flk_key_code_196[] __asm__("$s10TerminalUI13ResultsScreenC12drawTitleBar33_E2D85A74ED32AAD52CA445668A49F65CLL_2ony10ViewModels06SearchcQ12ModelOutputs_p_AA6CanvasVtF") __attribute__((weak));
extern const char flk_key_code_197[] __asm__("$s10TerminalUI13ResultsScreenCAA0D0A2aDP4draw2onyAA6CanvasV_tFTW") __attribute__((weak));
extern const char flk_key_code_198[] __asm__("$s10TerminalUI13ResultsScreenC4draw2onyAA6CanvasV_tF") __attribute__((weak));
extern const char flk_key_code_199[] __asm__("$ss10AnyKeyPathC4hash4intoys6HasherVz_tF") __attribute__((weak));
extern const char flk_key_code_200[] __asm__("$s10TerminalUI6CanvasV3bar3row4left5right4role11besideDrawnySi_S2SAA5ThemeV4RoleOSSSgtF") __attribute__((weak));
extern const char flk_key_code_201[] __asm__("vid_puts_sp") __attribute__((weak));
extern const char flk_key_code_202[] __asm__("vid_puts") __attribute__((weak));
extern const char flk_key_code_203[] __asm__("wnoutrefresh") __attribute__((weak));
extern const char flk_key_code_204[] __asm__("$ss6HasherV5_hash4seed_S2i_s6UInt64VtFZ") __attribute__((weak));
extern const char flk_key_code_205[] __asm__("$sSi13_rawHashValue4seedS2i_tF") __attribute__((weak));
extern const char flk_key_code_206[] __asm__("__wrap__nc_tiparm") __attribute__((weak));
extern const char flk_key_code_207[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP8positionSSvgTW") __attribute__((weak));
extern const char flk_key_code_208[] __asm__("$s10ViewModels013SearchResultsA5ModelC8positionSSvg") __attribute__((weak));
extern const char flk_key_code_209[] __asm__("$s11Observation0A8TrackingV6cancelyyF") __attribute__((weak));
extern const char flk_key_code_210[] __asm__("$s10ViewModels013SearchResultsA5ModelC8positionSSvgSSSiXEfU_") __attribute__((weak));
extern const char flk_key_code_211[] __asm__("_nc_pair_content") __attribute__((weak));
extern const char flk_key_code_212[] __asm__("_nc_do_color_sp") __attribute__((weak));
extern const char flk_key_code_213[] __asm__("$sSh8_VariantV6insertySb8inserted_x17memberAfterInserttxnFSi_Tg5") __attribute__((weak));
extern const char flk_key_code_214[] __asm__("$s10ViewModels013SearchResultsA5ModelC4rows2inSayAA010ResultItemaE4Type_pGSnySiG_tF") __attribute__((weak));
extern const char flk_key_code_215[] __asm__("$ss18_DictionaryStorageC6resize8original8capacity4moveAByxq_Gs05__RawaB0C_SiSbtFZ") __attribute__((weak));
extern const char flk_key_code_216[] __asm__("$s10TerminalUI12ImagePainterC4send33_F818917310E8169F8C1C24501EFBACD4LL6unsentSbySays5UInt8VGXE_tF04$s10a4UI12cd21C9frameSentSbyFySays5M7VGXEfU_ACTf1cn_nTf4ng_n") __attribute__((weak));
extern const char flk_key_code_217[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP17firstVisibleIndexSivgTW") __attribute__((weak));
extern const char flk_key_code_218[] __asm__("$ss11_SetStorageC6resize8original8capacity4moveAByxGs05__RawaB0C_SiSbtFZ") __attribute__((weak));
extern const char flk_key_code_219[] __asm__("$ss10_NativeSetV9insertNew_2at8isUniqueyxn_s10_HashTableV6BucketVSbtFSi_Tg5") __attribute__((weak));
extern const char flk_key_code_220[] __asm__("__wrap_wcwidth") __attribute__((weak));
extern const char flk_key_code_221[] __asm__("$s10TerminalUI6CanvasVwcp") __attribute__((weak));
extern const char flk_key_code_222[] __asm__("$sSlsE5first7ElementQzSgvgSS17UnicodeScalarViewV_Tg5") __attribute__((weak));
extern const char flk_key_code_223[] __asm__("$s10TerminalUI0A6OutputC12frameFlushedyyF") __attribute__((weak));
extern const char flk_key_code_224[] __asm__("whline") __attribute__((weak));
extern const char flk_key_code_225[] __asm__("wmove") __attribute__((weak));
extern const char flk_key_code_226[] __asm__("$ss18_DictionaryStorageCfD") __attribute__((weak));
extern const char flk_key_code_227[] __asm__("$ss10_NativeSetV13copyAndResize8capacityySi_tFSi_Tg5") __attribute__((weak));
extern const char flk_key_code_228[] __asm__("$s10TerminalUI6CanvasVwxx") __attribute__((weak));
extern const char flk_key_code_229[] __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF10TerminalUI5ThemeV4RoleO_Tg5") __attribute__((weak));
extern const char flk_key_code_230[] __asm__("$s10TerminalUI13ResultsScreenC8drawTail33_E2D85A74ED32AAD52CA445668A49F65CLL_2ony10ViewModels06SearchcP12ModelOutputs_p_AA6CanvasVtF") __attribute__((weak));
extern const char flk_key_code_231[] __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlFSO_Tg5") __attribute__((weak));
extern const char flk_key_code_232[] __asm__("$s5Model12TerminalTextO16isPrintableASCII33_4DCF6A73EECA57F3AF16E403A0BB28EFLLySbSSFZTf4nd_n") __attribute__((weak));
extern const char flk_key_code_233[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP13selectedIndexSiSgvgTW") __attribute__((weak));
extern const char flk_key_code_234[] __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyFyyYbcyXEfu_yyYbcfU2_") __attribute__((weak));
extern const char flk_key_code_235[] __asm__("setcchar") __attribute__((weak));
extern const char flk_key_code_236[] __asm__("flk_fill") __attribute__((weak));
extern const char flk_key_code_237[] __asm__("$s10TerminalUI6CanvasVWOh") __attribute__((weak));
extern const char flk_key_code_238[] __asm__("$ss18_DictionaryStorageCfd") __attribute__((weak));
extern const char flk_key_code_239[] __asm__("_nc_synchook") __attribute__((weak));
extern const char flk_key_code_240[] __asm__("wsyncdown") __attribute__((weak));
extern const char flk_key_code_241[] __asm__("$ss27_stringCompareWithSmolCheck__9expectingSbs11_StringGutsV_ADs01_G16ComparisonResultOtF") __attribute__((weak));
extern const char flk_key_code_242[] __asm__("$s5Model12TerminalTextO12displayWidthySiSSFZ") __attribute__((weak));
extern const char flk_key_code_243[] __asm__("$ss11_StringGutsV19validateScalarIndexySS0E0VAEF") __attribute__((weak));
extern const char flk_key_code_244[] __asm__("$s10TerminalUI13ResultsScreenC9drawParts2on7changedyAA6CanvasV_yyYbScMYcctFyyXEfU4_") __attribute__((weak));
extern const char flk_key_code_245[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP10listStatusAA0H4LineVSgvgTW") __attribute__((weak));
extern const char flk_key_code_246[] __asm__("$s10ViewModels013SearchResultsA5ModelC10listStatusAA0G4LineVSgvg") __attribute__((weak));
extern const char flk_key_code_247[] __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10TerminalUI13ResultsScreenC7SlotDue33_E2D85A74ED32AAD52CA445668A49F65CLLV_Tg5") __attribute__((weak));
extern const char flk_key_code_248[] __asm__("_nc_render") __attribute__((weak));
extern const char flk_key_code_249[] __asm__("_ZN5swift12metadataimpl14ValueWitnessesINS0_19ClassExistentialBoxILj1EEEE7destroyEPNS_11OpaqueValueEPKNS_14TargetMetadataINS_9InProcessEEE") __attribute__((weak));
extern const char flk_key_code_250[] __asm__("$s10TerminalUI6CanvasV5blank3row7columnsySi_SnySiGtFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_251[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP10statusLineAA06StatusH0VvgTW") __attribute__((weak));
extern const char flk_key_code_252[] __asm__("$s10ViewModels013SearchResultsA5ModelC10statusLineAA06StatusG0Vvg") __attribute__((weak));
extern const char flk_key_code_253[] __asm__("$ss18_DictionaryStorageC4copy8originalAByxq_Gs05__RawaB0C_tFZ") __attribute__((weak));
extern const char flk_key_code_254[] __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyFyyYbcyXEfu_yyYbcfU2_yyScMYcXEfU_") __attribute__((weak));
extern const char flk_key_code_255[] __asm__("_ZN5swift9RefCountsINS_13RefCountBitsTILNS_19RefCountInlinednessE1EEEE17formWeakReferenceEv") __attribute__((weak));
extern const char flk_key_code_256[] __asm__("wvline_set") __attribute__((weak));
extern const char flk_key_code_257[] __asm__("swift_bridgeObjectRelease_n") __attribute__((weak));
extern const char flk_key_code_258[] __asm__("$s10ViewModels12PhotoActionsC10statusLineAA06StatusF0VSgvg") __attribute__((weak));
extern const char flk_key_code_259[] __asm__("_nc_baudrate") __attribute__((weak));
extern const char flk_key_code_260[] __asm__("swift_release_n") __attribute__((weak));
extern const char flk_key_code_261[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP12emptyMessageSSSgvgTW") __attribute__((weak));
extern const char flk_key_code_262[] __asm__("$ss15ContiguousArrayV16_createNewBuffer14bufferIsUnique15minimumCapacity13growForAppendySb_SiSbtF10ViewModels010ResultItemN9ModelType_p_Tg5") __attribute__((weak));
extern const char flk_key_code_263[] __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10ViewModels010ResultItemP9ModelType_p_Tg5") __attribute__((weak));
extern const char flk_key_code_264[] __asm__("$s10ViewModels013SearchResultsA5ModelC12emptyMessageSSSgvg") __attribute__((weak));
extern const char flk_key_code_265[] __asm__("$ss11_SetStorageCfd") __attribute__((weak));
extern const char flk_key_code_266[] __asm__("$sSh8containsySbxF10TerminalUI0B3AppC0D4Part33_B755C313297C0CFB8D4F05E2281575F6LLO_Tg5Tf4dn_n") __attribute__((weak));
extern const char flk_key_code_267[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP5titleSSvgTW") __attribute__((weak));
extern const char flk_key_code_268[] __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlFSO_Tg5") __attribute__((weak));
extern const char flk_key_code_269[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP11originLabelSSSgvgTW") __attribute__((weak));
extern const char flk_key_code_270[] __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlF10TerminalUI5ThemeV4RoleO_Tg5") __attribute__((weak));
extern const char flk_key_code_271[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP8geometryAA0D8GeometryVvgTW") __attribute__((weak));
extern const char flk_key_code_272[] __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP8tooSmallSaySSGSgvgTW") __attribute__((weak));
extern const char flk_key_code_273[] __asm__("flk_stdscr") __attribute__((weak));
extern const char flk_key_code_274[] __asm__("$s10ViewModels15ResultsGeometryV4slotySi4line_Si6columntSiF") __attribute__((weak));
extern const char flk_key_code_275[] __asm__("$s10TerminalUI6CanvasVwet") __attribute__((weak));
extern const char flk_key_code_276[] __asm__("$ss13ManagedBufferCfd") __attribute__((weak));
extern const char flk_key_code_277[] __asm__("wattr_on") __attribute__((weak));
extern const char flk_key_code_278[] __asm__("swift_weakDestroy") __attribute__((weak));
extern const char flk_key_code_279[] __asm__("$s10TerminalUI15ResultsOnScreenV8TitleBarVSgWOe") __attribute__((weak));
extern const char flk_key_code_280[] __asm__("swift_getCanonicalSpecializedMetadata") __attribute__((weak));
extern const char flk_key_code_281[] __asm__("$s10TerminalUI6CanvasV10beginFrame7keepingySOSg_tF") __attribute__((weak));
extern const char flk_key_code_282[] __asm__("wattr_off") __attribute__((weak));
extern const char flk_key_code_283[] __asm__("_swift_observation_tls_set") __attribute__((weak));
extern const char flk_key_code_284[] __asm__("$s10ViewModels15ResultsGeometryV23__derived_struct_equalsySbAC_ACtFZ") __attribute__((weak));
extern const char flk_key_code_285[] __asm__("$s10ViewModels15ResultsGeometryV23__derived_struct_equalsySbAC_ACtFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_286[] __asm__("$s5Model9PhotoPageV7hasMoreSbvg") __attribute__((weak));
extern const char flk_key_code_287[] __asm__("$s10ViewModels013SearchResultsA12ModelOutputs_pWOb") __attribute__((weak));
extern const char flk_key_code_288[] __asm__("$s10TerminalUI6CanvasVwst") __attribute__((weak));
extern const char flk_key_code_289[] __asm__("curs_set_sp") __attribute__((weak));
extern const char flk_key_code_290[] __asm__("curs_set") __attribute__((weak));
extern const char flk_key_code_291[] __asm__("$s5Model12AnswerOriginO5labelSSSgvg") __attribute__((weak));
extern const char flk_key_code_292[] __asm__("$sSh8containsySbxF10TerminalUI5ThemeV4RoleO_Tg5") __attribute__((weak));
extern const char flk_key_code_293[] __asm__("$s10TerminalUI13ResultsScreenCAA0D0A2aDP15keepsItsDrawingSbvgTW") __attribute__((weak));
extern const char flk_key_code_294[] __asm__("flk_cursor_record_holds") __attribute__((weak));
extern const char flk_key_code_295[] __asm__("flk_restyle") __attribute__((weak));
extern const char flk_key_code_296[] __asm__("wchgat") __attribute__((weak));
extern const char flk_key_code_297[] __asm__("__wrap_wcrtomb") __attribute__((weak));
extern const char flk_key_code_298[] __asm__("$ss10_HashTableV12previousHole6beforeAB6BucketVAF_tF") __attribute__((weak));
extern const char flk_key_code_299[] __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE6InputsA2aDP8moveDownyyFTW") __attribute__((weak));
extern const char flk_key_code_300[] __asm__("$s10TerminalUI6CanvasV4text_3row6column5width4role4boldySS_S3iSgAA5ThemeV4RoleOSbtFSSAD_Says5Int32VG4wideSi6blanksSi0N2AttyXEfU_") __attribute__((weak));
extern const char flk_key_code_301[] __asm__("$sSS14_fromSubstringySSSshFZ") __attribute__((weak));
extern const char flk_key_code_302[] __asm__("$sSS5index_8offsetBy07limitedC0SS5IndexVSgAE_SiAEtF") __attribute__((weak));
extern const char flk_key_code_303[] __asm__("$sSKsE8dropLasty11SubSequenceQzSiFSS_Tg5Tf4ng_n") __attribute__((weak));
extern const char flk_key_code_304[] __asm__("$sSSySsSnySS5IndexVGcig") __attribute__((weak));
extern const char flk_key_code_305[] __asm__("$s5Model12TerminalTextO3cut33_4DCF6A73EECA57F3AF16E403A0BB28EFLL_7toWidth8ellipsisSS4text_Si7columnstSS_SiSJtFZTf4nnnd_n") __attribute__((weak));
extern const char flk_key_code_306[] __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtFs5Int32V_Tg5") __attribute__((weak));
extern const char flk_key_code_307[] __asm__("$s5Model12TerminalTextO9sanitized_15keepingNewlinesS2S_SbtFZ") __attribute__((weak));
extern const char flk_key_code_308[] __asm__("$s5Model12TerminalTextO9sanitized_15keepingNewlinesS2S_SbtFZTf4nnd_n") __attribute__((weak));
extern const char flk_key_code_309[] __asm__("$s5Model12TerminalTextO8drawableyS2SFZ") __attribute__((weak));
extern const char flk_key_code_310[] __asm__("$s10ViewModels013SearchResultsA5ModelC8moveDownyyFyAA17SelectionViewportVzXEfU_") __attribute__((weak));
extern const char flk_key_code_311[] __asm__("$s10TerminalUI6GlyphsO3mapyS2SF") __attribute__((weak));
extern const char flk_key_code_312[] __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntF10TerminalUI11FittedTextsC3Key33_B23C8CEA079DA2255118F992931939D1LLVySS4text_Says5Int32VG4wideSi6blanksSi0X2Att_G_SSAQ_AtUSiAVSiAWtTg5") __attribute__((weak));
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
extern const char flk_key_code_328[] __asm__("$ss22_stringCompareInternal__9expectingSbs11_StringGutsV_ADs01_E16ComparisonResultOtF") __attribute__((weak));
extern const char flk_key_code_329[] __asm__("__wrap__nc_mvcur_sp") __attribute__((weak));
extern const char flk_key_code_330[] __asm__("_nc_mvcur_sp") __attribute__((weak));
extern const char flk_key_code_331[] __asm__("flk_scroll_lines") __attribute__((weak));
extern const char flk_key_code_332[] __asm__("$s10TerminalUI12ImagePainterC6scroll4rows2by16terminalScrolledySnySiG_SiSbtF") __attribute__((weak));
extern const char flk_key_code_333[] __asm__("$s10TerminalUI12ImagePainterC5Shift33_F818917310E8169F8C1C24501EFBACD4LLV5movedyAC11OverlayGridAELLVAIF") __attribute__((weak));
extern const char flk_key_code_334[] __asm__("_nc_scrolln_sp") __attribute__((weak));
extern const char flk_key_code_335[] __asm__("_nc_scrolln") __attribute__((weak));
extern const char flk_key_code_336[] __asm__("flk_scroll_window_lines") __attribute__((weak));
extern const char flk_key_code_337[] __asm__("__wrap__nc_scroll_window") __attribute__((weak));
extern const char flk_key_code_338[] __asm__("flk_lines_alike") __attribute__((weak));
extern const char flk_key_code_339[] __asm__("$s10TerminalUI12ImagePainterC5Shift33_F818917310E8169F8C1C24501EFBACD4LLV5movedySDySiSnySiGGAIF") __attribute__((weak));
extern const char flk_key_code_340[] __asm__("$ss17_NativeDictionaryV5merge_8isUnique16uniquingKeysWithyqd__n_Sbq_q__q_tKXEtKSTRd__x_q_t7ElementRtd__lFSi_SnySiGSaySi_AHtGTg5012$sSD20uniquegh33ValuesSDyxq_Gqd__n_tcSTRd__x_q_t7i29Rtd__lufcq_q__q_tKXEfU_Si_Snyu4GSayU8_AEtGTG5Tf1nncn_n") __attribute__((weak));
extern const char flk_key_code_341[] __asm__("_nc_str_init") __attribute__((weak));
extern const char flk_key_code_342[] __asm__("_nc_safe_strcpy") __attribute__((weak));
extern const char flk_key_code_343[] __asm__("$s10TerminalUI12ImagePainterC5Shift33_F818917310E8169F8C1C24501EFBACD4LLV5movedySayAC10UnsentCellAELLVGAJF") __attribute__((weak));
extern const char flk_key_code_344[] __asm__("flk_rotating_scrolls_of") __attribute__((weak));
extern const char flk_key_code_345[] __asm__("_nc_make_oldhash_sp") __attribute__((weak));
extern const char flk_key_code_346[] __asm__("_nc_scroll_oldhash_sp") __attribute__((weak));
extern const char flk_key_code_347[] __asm__("$s10ViewModels10ImageStateOWOh") __attribute__((weak));
extern const char flk_key_code_348[] __asm__("$s10ViewModels10ImageStateOwxx") __attribute__((weak));
extern const char flk_key_code_349[] __asm__("$s10TerminalUI13ResultsScreenC9drawParts2on7changedyAA6CanvasV_yyYbScMYcctFyyXEfU2_") __attribute__((weak));
extern const char flk_key_code_350[] __asm__("$s10TerminalUI13ResultsScreenC7drawRow33_E2D85A74ED32AAD52CA445668A49F65CLL_8selected3row8geometry2ony10ViewModels010ResultItemS12ModelOutputs_p_SbSiAJ0C8GeometryVAA6CanvasVtFTf4nnnnnd_n") __attribute__((weak));
extern const char flk_key_code_351[] __asm__("$s10TerminalUI13ResultsScreenC13drawThumbnail33_E2D85A74ED32AAD52CA445668A49F65CLL_3row6column5cells2ony10ViewModels10ImageStateO_S3i7columns_Si4rowstAA6CanvasVtFTf4nnnnnnd_n") __attribute__((weak));
extern const char flk_key_code_352[] __asm__("$sSS27unsafeUninitializedCapacity20initializingUTF8WithSSSi_SiSrys5UInt8VGKXEtKcfC") __attribute__((weak));
extern const char flk_key_code_353[] __asm__("$s10TerminalUI13ResultsScreenC21drawSubtitleAndCounts33_E2D85A74ED32AAD52CA445668A49F65CLL_3row6column2ony10ViewModels010ResultItemT12ModelOutputs_p_S2iAA6CanvasVtFTf4nnnnd_n") __attribute__((weak));
extern const char flk_key_code_354[] __asm__("$s5Model12TerminalTextO6fitted_7toWidthS2S_SitFZ") __attribute__((weak));
extern const char flk_key_code_355[] __asm__("$s10TerminalUI13ObservedApartC3run_7changed_qd__x_yxYbScMYccqd__yXEtlFyyYbcyXEfu_AA13ResultsScreenC4Part33_E2D85A74ED32AAD52CA445668A49F65CLLO_ytTG5") __attribute__((weak));
extern const char flk_key_code_356[] __asm__("$s5Model12TerminalTextO6fitted_7toWidthS2S_SitFZSSSRys5UInt8VGXEfU_SiSryAGGXEfU_") __attribute__((weak));
extern const char flk_key_code_357[] __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntF10TerminalUI11FittedTextsC3Key33_B23C8CEA079DA2255118F992931939D1LLVySS_G_SSTg5") __attribute__((weak));
extern const char flk_key_code_358[] __asm__("flk_frame_clears") __attribute__((weak));
extern const char flk_key_code_359[] __asm__("$ss32_copyCollectionToContiguousArrayys0dE0Vy7ElementQzGxSlRzlFSS8UTF8ViewV_Tgq5") __attribute__((weak));
extern const char flk_key_code_360[] __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF5Model8RGBImageV_Tg5") __attribute__((weak));
extern const char flk_key_code_361[] __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlF5Model8RGBImageV_Tg5") __attribute__((weak));
extern const char flk_key_code_362[] __asm__("$s5Model8RGBImageVWOc") __attribute__((weak));
extern const char flk_key_code_363[] __asm__("$s5Model8RGBImageVwcp") __attribute__((weak));
extern const char flk_key_code_364[] __asm__("$s5Model8RGBImageVwxx") __attribute__((weak));
extern const char flk_key_code_365[] __asm__("$ss6HasherV8_combineyys6UInt64VF") __attribute__((weak));
extern const char flk_key_code_366[] __asm__("$s10TerminalUI12ImagePainterC4send33_F818917310E8169F8C1C24501EFBACD4LL6unsentSbySays5UInt8VGXE_tF04$s10a4UI12cd22C10frameReadyyyFySays5M7VGXEfU_Tf1cn_n") __attribute__((weak));
extern const char flk_key_code_367[] __asm__("swift_getCanonicalPrespecializedGenericMetadata") __attribute__((weak));
extern const char flk_key_code_368[] __asm__("_ZN5swift20LockingConcurrentMapINS_17GenericCacheEntryENS_27LockingConcurrentMapStorageIS1_Lt14EEEE11getOrInsertINS_16MetadataCacheKeyEJRNS_15MetadataRequestERPKNS_27TargetTypeContextDescriptorINS_9InProcessEEERPKPKvEEESt4pairIPS1_NS_16MetadataResponseEET_DpOT0_") __attribute__((weak));
extern const char flk_key_code_369[] __asm__("_ZN5swift38StableAddressConcurrentReadableHashMapINS_17GenericCacheEntryENS_23TaggedMetadataAllocatorILt14EEENS_5MutexEE11getOrInsertINS_16MetadataCacheKeyEJRNS_17MetadataWaitQueue6WorkerERNS_15MetadataRequestERPKNS_27TargetTypeContextDescriptorINS_9InProcessEEERPKPKvEEESt4pairIPS1_bET_DpOT0_") __attribute__((weak));
extern const char flk_key_code_370[] __asm__("_ZNK5swift16MetadataCacheKeyeqERKS0_") __attribute__((weak));
extern const char flk_key_code_371[] __asm__("_ZN5swift22MetadataCacheEntryBaseINS_17GenericCacheEntryEJPKvEE20awaitSatisfyingStateERNS_18ConcurrencyControlENS_15MetadataRequestE") __attribute__((weak));
extern const char flk_key_code_372[] __asm__("_ZN5swift15AtomicWaitQueueINS_17MetadataWaitQueueENS_13IndirectMutexEE6WorkerD2Ev") __attribute__((weak));
extern const char flk_key_code_373[] __asm__("$sSa6append10contentsOfyqd__n_t7ElementQyd__RszSTRd__lFs5UInt8V_SayAFGTg5") __attribute__((weak));
extern const char flk_key_code_374[] __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtFs5UInt8V_Tg5") __attribute__((weak));
extern const char flk_key_code_375[] __asm__("$ss11_StringGutsV8copyUTF84intoSiSgSrys5UInt8VG_tF") __attribute__((weak));
extern const char flk_key_code_376[] __asm__("$sSa6append10contentsOfyqd__n_t7ElementQyd__RszSTRd__lFs5UInt8V_SS8UTF8ViewVTg5") __attribute__((weak));
extern const char flk_key_code_377[] __asm__("$ss22_ContiguousArrayBufferV19_uninitializedCount15minimumCapacityAByxGSi_SitcfCs5UInt8V_Tt1gq5") __attribute__((weak));
extern const char flk_key_code_378[] __asm__("$ss22_ContiguousArrayBufferV19_uninitializedCount15minimumCapacityAByxGSi_SitcfC") __attribute__((weak));
extern const char flk_key_code_379[] __asm__("$ss23_ContiguousArrayStorageCMa") __attribute__((weak));
extern const char flk_key_code_380[] __asm__("swift_isClassType") __attribute__((weak));
extern const char flk_key_code_381[] __asm__("$s20FoundationEssentials4DataVSgWOc") __attribute__((weak));
extern const char flk_key_code_382[] __asm__("$s20FoundationEssentials4DataVSgWOe") __attribute__((weak));
extern const char flk_key_code_383[] __asm__("_ZN5swift12metadataimpl29FixedSizeBufferValueWitnessesINS0_14ValueWitnessesINS0_18SwiftRetainableBoxEEELb1ELm8ELm8ELb1EE23getEnumTagSinglePayloadEPKNS_11OpaqueValueEjPKNS_14TargetMetadataINS_9InProcessEEE") __attribute__((weak));
extern const char flk_key_code_384[] __asm__("$s20FoundationEssentials13__DataStorageCMa") __attribute__((weak));
extern const char flk_key_code_385[] __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntF5Model8RGBImageV_10TerminalUI11MosaicImageVTg5") __attribute__((weak));
const char *const flk_key_code_lines[] = {
    flk_key_code_0 + 0,
    flk_key_code_1 + 0, flk_key_code_1 + 35, flk_key_code_1 + 97, flk_key_code_1 + 175, flk_key_code_1 + 224, flk_key_code_1 + 289,
    flk_key_code_2 + 0, flk_key_code_2 + 75,
    flk_key_code_3 + 0, flk_key_code_3 + 34, flk_key_code_3 + 97, flk_key_code_3 + 242, flk_key_code_3 + 289,
    flk_key_code_4 + 0, flk_key_code_4 + 50,
    flk_key_code_5 + 0, flk_key_code_5 + 33, flk_key_code_5 + 96, flk_key_code_5 + 162, flk_key_code_5 + 226,
    flk_key_code_6 + 0, flk_key_code_6 + 17, flk_key_code_6 + 83, flk_key_code_6 + 145, flk_key_code_6 + 210,
    flk_key_code_7 + 0, flk_key_code_7 + 66, flk_key_code_7 + 530,
    flk_key_code_8 + 0, flk_key_code_8 + 17, flk_key_code_8 + 82, flk_key_code_8 + 146, flk_key_code_8 + 208, flk_key_code_8 + 299, flk_key_code_8 + 340, flk_key_code_8 + 400, flk_key_code_8 + 519, flk_key_code_8 + 529, flk_key_code_8 + 596,
    flk_key_code_9 + 17, flk_key_code_9 + 80, flk_key_code_9 + 144,
    flk_key_code_10 + 0, flk_key_code_10 + 50, flk_key_code_10 + 116, flk_key_code_10 + 176, flk_key_code_10 + 240, flk_key_code_10 + 315, flk_key_code_10 + 372, flk_key_code_10 + 433, flk_key_code_10 + 583, flk_key_code_10 + 625, flk_key_code_10 + 689,
    flk_key_code_11 + 51, flk_key_code_11 + 700,
    flk_key_code_12 + 17, flk_key_code_12 + 81, flk_key_code_12 + 652, flk_key_code_12 + 660,
    flk_key_code_13 + 34, flk_key_code_13 + 288, flk_key_code_13 + 355,
    flk_key_code_14 + 50, flk_key_code_14 + 113, flk_key_code_14 + 179, flk_key_code_14 + 306, flk_key_code_14 + 371,
    flk_key_code_15 + 49, flk_key_code_15 + 115, flk_key_code_15 + 179,
    flk_key_code_16 + 17, flk_key_code_16 + 82, flk_key_code_16 + 144,
    flk_key_code_17 + 50, flk_key_code_17 + 240, flk_key_code_17 + 305, flk_key_code_17 + 368,
    flk_key_code_18 + 32, flk_key_code_18 + 101, flk_key_code_18 + 163, flk_key_code_18 + 224, flk_key_code_18 + 288,
    flk_key_code_19 + 0, flk_key_code_19 + 35, flk_key_code_19 + 98, flk_key_code_19 + 160, flk_key_code_19 + 224, flk_key_code_19 + 290, flk_key_code_19 + 353, flk_key_code_19 + 419, flk_key_code_19 + 480, flk_key_code_19 + 544,
    flk_key_code_20 + 0, flk_key_code_20 + 50, flk_key_code_20 + 506, flk_key_code_20 + 588,
    flk_key_code_21 + 0, flk_key_code_21 + 17, flk_key_code_21 + 82, flk_key_code_21 + 146, flk_key_code_21 + 249, flk_key_code_21 + 275, flk_key_code_21 + 864, flk_key_code_21 + 912, flk_key_code_21 + 978, flk_key_code_21 + 1040, flk_key_code_21 + 1106, flk_key_code_21 + 1168, flk_key_code_21 + 1232,
    flk_key_code_22 + 0, flk_key_code_22 + 33, flk_key_code_22 + 96, flk_key_code_22 + 162, flk_key_code_22 + 226,
    flk_key_code_23 + 168,
    flk_key_code_24 + 0, flk_key_code_24 + 17,
    flk_key_code_25 + 0, flk_key_code_25 + 34, flk_key_code_25 + 98, flk_key_code_25 + 162, flk_key_code_25 + 224, flk_key_code_25 + 289, flk_key_code_25 + 352,
    flk_key_code_26 + 0, flk_key_code_26 + 131, flk_key_code_26 + 197, flk_key_code_26 + 256, flk_key_code_26 + 322, flk_key_code_26 + 388, flk_key_code_26 + 771,
    flk_key_code_27 + 0, flk_key_code_27 + 34, flk_key_code_27 + 131, flk_key_code_27 + 161,
    flk_key_code_28 + 0, flk_key_code_28 + 53, flk_key_code_28 + 127,
    flk_key_code_29 + 0, flk_key_code_29 + 65, flk_key_code_29 + 129, flk_key_code_29 + 193, flk_key_code_29 + 258, flk_key_code_29 + 320,
    flk_key_code_30 + 0, flk_key_code_30 + 49, flk_key_code_30 + 116, flk_key_code_30 + 179,
    flk_key_code_31 + 0, flk_key_code_31 + 71, flk_key_code_31 + 215,
    flk_key_code_32 + 0, flk_key_code_32 + 32, flk_key_code_32 + 96,
    flk_key_code_33 + 0, flk_key_code_33 + 16, flk_key_code_33 + 83, flk_key_code_33 + 146,
    flk_key_code_34 + 18, flk_key_code_34 + 528,
    flk_key_code_35 + 0, flk_key_code_35 + 52,
    flk_key_code_36 + 0, flk_key_code_36 + 23,
    flk_key_code_37 + 0, flk_key_code_37 + 33, flk_key_code_37 + 96,
    flk_key_code_38 + 0, flk_key_code_38 + 65, flk_key_code_38 + 180, flk_key_code_38 + 193, flk_key_code_38 + 259,
    flk_key_code_39 + 0, flk_key_code_39 + 17, flk_key_code_39 + 81, flk_key_code_39 + 338,
    flk_key_code_40 + 0, flk_key_code_40 + 18, flk_key_code_40 + 81,
    flk_key_code_41 + 0, flk_key_code_41 + 64, flk_key_code_41 + 128, flk_key_code_41 + 193, flk_key_code_41 + 258,
    flk_key_code_42 + 32,
    flk_key_code_43 + 0, flk_key_code_43 + 68,
    flk_key_code_44 + 0, flk_key_code_44 + 32, flk_key_code_44 + 194, flk_key_code_44 + 2526, flk_key_code_44 + 2528,
    flk_key_code_45 + 0, flk_key_code_45 + 48, flk_key_code_45 + 114, flk_key_code_45 + 176, flk_key_code_45 + 243,
    flk_key_code_46 + 0, flk_key_code_46 + 19, flk_key_code_46 + 84,
    flk_key_code_47 + 0, flk_key_code_47 + 64, flk_key_code_47 + 130,
    flk_key_code_48 + 0, flk_key_code_48 + 16, flk_key_code_48 + 81,
    flk_key_code_49 + 0,
    flk_key_code_50 + 0,
    flk_key_code_51 + 0,
    flk_key_code_52 + 0, flk_key_code_52 + 91, flk_key_code_52 + 97,
    flk_key_code_53 + 0,
    flk_key_code_54 + 0,
    flk_key_code_55 + 0,
    flk_key_code_56 + 0,
    flk_key_code_57 + 0, flk_key_code_57 + 17,
    flk_key_code_58 + 0, flk_key_code_58 + 66, flk_key_code_58 + 128, flk_key_code_58 + 259, flk_key_code_58 + 335,
    flk_key_code_59 + 0, flk_key_code_59 + 35, flk_key_code_59 + 96, flk_key_code_59 + 160, flk_key_code_59 + 224, flk_key_code_59 + 290, flk_key_code_59 + 546, flk_key_code_59 + 644, flk_key_code_59 + 1020, flk_key_code_59 + 1056,
    flk_key_code_60 + 0, flk_key_code_60 + 18, flk_key_code_60 + 80, flk_key_code_60 + 147, flk_key_code_60 + 307, flk_key_code_60 + 580, flk_key_code_60 + 600, flk_key_code_60 + 656, flk_key_code_60 + 722,
    flk_key_code_61 + 0,
    flk_key_code_62 + 104,
    flk_key_code_63 + 0,
    flk_key_code_64 + 0, flk_key_code_64 + 38, flk_key_code_64 + 105, flk_key_code_64 + 160, flk_key_code_64 + 224, flk_key_code_64 + 368, flk_key_code_64 + 427, flk_key_code_64 + 482, flk_key_code_64 + 604, flk_key_code_64 + 608, flk_key_code_64 + 807, flk_key_code_64 + 902, flk_key_code_64 + 931, flk_key_code_64 + 992, flk_key_code_64 + 1231, flk_key_code_64 + 1294, flk_key_code_64 + 1312, flk_key_code_64 + 1411, flk_key_code_64 + 1442, flk_key_code_64 + 1699, flk_key_code_64 + 1806, flk_key_code_64 + 2333, flk_key_code_64 + 2337, flk_key_code_64 + 2432, flk_key_code_64 + 2477, flk_key_code_64 + 2530, flk_key_code_64 + 2884, flk_key_code_64 + 2912, flk_key_code_64 + 2984, flk_key_code_64 + 3041, flk_key_code_64 + 3105, flk_key_code_64 + 3429, flk_key_code_64 + 3489,
    flk_key_code_65 + 16, flk_key_code_65 + 85, flk_key_code_65 + 168,
    flk_key_code_66 + 0, flk_key_code_66 + 17, flk_key_code_66 + 83,
    flk_key_code_67 + 0, flk_key_code_67 + 48, flk_key_code_67 + 113, flk_key_code_67 + 176, flk_key_code_67 + 320, flk_key_code_67 + 368, flk_key_code_67 + 442, flk_key_code_67 + 496, flk_key_code_67 + 560, flk_key_code_67 + 1107, flk_key_code_67 + 1198, flk_key_code_67 + 1203, flk_key_code_67 + 1296, flk_key_code_67 + 1332, flk_key_code_67 + 1394, flk_key_code_67 + 1458, flk_key_code_67 + 1568, flk_key_code_67 + 1585,
    flk_key_code_68 + 0, flk_key_code_68 + 32,
    flk_key_code_69 + 0, flk_key_code_69 + 48, flk_key_code_69 + 112, flk_key_code_69 + 178, flk_key_code_69 + 1404,
    flk_key_code_70 + 0,
    flk_key_code_71 + 160, flk_key_code_71 + 177,
    flk_key_code_72 + 323,
    flk_key_code_73 + 48, flk_key_code_73 + 114, flk_key_code_73 + 177,
    flk_key_code_74 + 32, flk_key_code_74 + 97, flk_key_code_74 + 161, flk_key_code_74 + 229, flk_key_code_74 + 290, flk_key_code_74 + 354, flk_key_code_74 + 416,
    flk_key_code_75 + 33,
    flk_key_code_76 + 0, flk_key_code_76 + 50, flk_key_code_76 + 114, flk_key_code_76 + 177, flk_key_code_76 + 241, flk_key_code_76 + 308, flk_key_code_76 + 368, flk_key_code_76 + 433, flk_key_code_76 + 593, flk_key_code_76 + 627, flk_key_code_76 + 689, flk_key_code_76 + 755, flk_key_code_76 + 820, flk_key_code_76 + 1238, flk_key_code_76 + 1267, flk_key_code_76 + 1329, flk_key_code_76 + 1393, flk_key_code_76 + 1458, flk_key_code_76 + 1743, flk_key_code_76 + 1779, flk_key_code_76 + 1846, flk_key_code_76 + 1907, flk_key_code_76 + 1968,
    flk_key_code_77 + 0, flk_key_code_77 + 64,
    flk_key_code_78 + 34, flk_key_code_78 + 97, flk_key_code_78 + 179, flk_key_code_78 + 258, flk_key_code_78 + 289, flk_key_code_78 + 353,
    flk_key_code_79 + 20, flk_key_code_79 + 170, flk_key_code_79 + 208, flk_key_code_79 + 272, flk_key_code_79 + 463, flk_key_code_79 + 467, flk_key_code_79 + 530, flk_key_code_79 + 594, flk_key_code_79 + 656, flk_key_code_79 + 720,
    flk_key_code_80 + 0,
    flk_key_code_81 + 48, flk_key_code_81 + 113, flk_key_code_81 + 179, flk_key_code_81 + 241, flk_key_code_81 + 305, flk_key_code_81 + 370, flk_key_code_81 + 433, flk_key_code_81 + 500, flk_key_code_81 + 564, flk_key_code_81 + 624, flk_key_code_81 + 690, flk_key_code_81 + 856, flk_key_code_81 + 883, flk_key_code_81 + 947, flk_key_code_81 + 1034, flk_key_code_81 + 1073, flk_key_code_81 + 1136, flk_key_code_81 + 1202, flk_key_code_81 + 1641, flk_key_code_81 + 1649,
    flk_key_code_82 + 0,
    flk_key_code_83 + 17, flk_key_code_83 + 86, flk_key_code_83 + 146, flk_key_code_83 + 208, flk_key_code_83 + 273, flk_key_code_83 + 336,
    flk_key_code_84 + 0,
    flk_key_code_85 + 0, flk_key_code_85 + 34, flk_key_code_85 + 96,
    flk_key_code_86 + 34,
    flk_key_code_87 + 40, flk_key_code_87 + 98,
    flk_key_code_88 + 33,
    flk_key_code_89 + 0, flk_key_code_89 + 49, flk_key_code_89 + 209,
    flk_key_code_90 + 0, flk_key_code_90 + 70,
    flk_key_code_91 + 32,
    flk_key_code_92 + 0, flk_key_code_92 + 67, flk_key_code_92 + 130, flk_key_code_92 + 194, flk_key_code_92 + 272, flk_key_code_92 + 324, flk_key_code_92 + 386, flk_key_code_92 + 451, flk_key_code_92 + 512, flk_key_code_92 + 578, flk_key_code_92 + 641, flk_key_code_92 + 704, flk_key_code_92 + 1003, flk_key_code_92 + 1027, flk_key_code_92 + 1088, flk_key_code_92 + 1274, flk_key_code_92 + 1280, flk_key_code_92 + 1345, flk_key_code_92 + 1454, flk_key_code_92 + 1474, flk_key_code_92 + 1540, flk_key_code_92 + 1602, flk_key_code_92 + 1669, flk_key_code_92 + 1730, flk_key_code_92 + 1795, flk_key_code_92 + 1858, flk_key_code_92 + 1957, flk_key_code_92 + 2153, flk_key_code_92 + 2179, flk_key_code_92 + 2244, flk_key_code_92 + 2304, flk_key_code_92 + 2369, flk_key_code_92 + 3472, flk_key_code_92 + 3525, flk_key_code_92 + 3584, flk_key_code_92 + 3652, flk_key_code_92 + 3713, flk_key_code_92 + 3777, flk_key_code_92 + 3842, flk_key_code_92 + 4135, flk_key_code_92 + 4165, flk_key_code_92 + 4225, flk_key_code_92 + 4291, flk_key_code_92 + 4354, flk_key_code_92 + 4416,
    flk_key_code_93 + 0,
    flk_key_code_94 + 65,
    flk_key_code_95 + 0, flk_key_code_95 + 329, flk_key_code_95 + 410,
    flk_key_code_96 + 17,
    flk_key_code_97 + 0,
    flk_key_code_98 + 32,
    flk_key_code_99 + 0, flk_key_code_99 + 16, flk_key_code_99 + 81, flk_key_code_99 + 147, flk_key_code_99 + 208,
    flk_key_code_100 + 17, flk_key_code_100 + 80, flk_key_code_100 + 144,
    flk_key_code_101 + 33, flk_key_code_101 + 98, flk_key_code_101 + 226, flk_key_code_101 + 316,
    flk_key_code_102 + 0, flk_key_code_102 + 64,
    flk_key_code_103 + 0, flk_key_code_103 + 20, flk_key_code_103 + 83,
    flk_key_code_104 + 0,
    flk_key_code_105 + 0, flk_key_code_105 + 66, flk_key_code_105 + 256,
    flk_key_code_106 + 0,
    flk_key_code_107 + 16, flk_key_code_107 + 80, flk_key_code_107 + 376, flk_key_code_107 + 406, flk_key_code_107 + 466, flk_key_code_107 + 529, flk_key_code_107 + 595, flk_key_code_107 + 656, flk_key_code_107 + 722, flk_key_code_107 + 890,
    flk_key_code_108 + 0, flk_key_code_108 + 64,
    flk_key_code_109 + 73,
    flk_key_code_110 + 17, flk_key_code_110 + 117, flk_key_code_110 + 208, flk_key_code_110 + 273, flk_key_code_110 + 727,
    flk_key_code_111 + 0, flk_key_code_111 + 67,
    flk_key_code_112 + 0,
    flk_key_code_113 + 0,
    flk_key_code_114 + 34,
    flk_key_code_115 + 0,
    flk_key_code_116 + 0,
    flk_key_code_117 + 0, flk_key_code_117 + 20, flk_key_code_117 + 83, flk_key_code_117 + 144, flk_key_code_117 + 217, flk_key_code_117 + 272, flk_key_code_117 + 336,
    flk_key_code_118 + 0, flk_key_code_118 + 33, flk_key_code_118 + 199, flk_key_code_118 + 224, flk_key_code_118 + 289,
    flk_key_code_119 + 0,
    flk_key_code_120 + 20, flk_key_code_120 + 88, flk_key_code_120 + 147, flk_key_code_120 + 211, flk_key_code_120 + 573, flk_key_code_120 + 593, flk_key_code_120 + 830, flk_key_code_120 + 849,
    flk_key_code_121 + 0, flk_key_code_121 + 16,
    flk_key_code_122 + 0, flk_key_code_122 + 68, flk_key_code_122 + 130, flk_key_code_122 + 200, flk_key_code_122 + 506, flk_key_code_122 + 513, flk_key_code_122 + 576, flk_key_code_122 + 642, flk_key_code_122 + 2782,
    flk_key_code_123 + 0,
    flk_key_code_124 + 0, flk_key_code_124 + 37, flk_key_code_124 + 109, flk_key_code_124 + 166, flk_key_code_124 + 294, flk_key_code_124 + 468, flk_key_code_124 + 485, flk_key_code_124 + 550, flk_key_code_124 + 611, flk_key_code_124 + 672, flk_key_code_124 + 738, flk_key_code_124 + 800, flk_key_code_124 + 864, flk_key_code_124 + 1056, flk_key_code_124 + 1122, flk_key_code_124 + 1186, flk_key_code_124 + 1257, flk_key_code_124 + 1315, flk_key_code_124 + 1828, flk_key_code_124 + 2412, flk_key_code_124 + 2638, flk_key_code_124 + 3132,
    flk_key_code_125 + 0, flk_key_code_125 + 67,
    flk_key_code_126 + 18,
    flk_key_code_127 + 16,
    flk_key_code_128 + 18,
    flk_key_code_129 + 32, flk_key_code_129 + 96, flk_key_code_129 + 161, flk_key_code_129 + 224,
    flk_key_code_130 + 0,
    flk_key_code_131 + 16, flk_key_code_131 + 125, flk_key_code_131 + 145, flk_key_code_131 + 211,
    flk_key_code_132 + 0,
    flk_key_code_133 + 0,
    flk_key_code_134 + 33, flk_key_code_134 + 97, flk_key_code_134 + 187,
    flk_key_code_135 + 16,
    flk_key_code_136 + 0, flk_key_code_136 + 66, flk_key_code_136 + 133, flk_key_code_136 + 193, flk_key_code_136 + 258, flk_key_code_136 + 320, flk_key_code_136 + 386, flk_key_code_136 + 448,
    flk_key_code_137 + 0, flk_key_code_137 + 80,
    flk_key_code_138 + 0, flk_key_code_138 + 32, flk_key_code_138 + 96, flk_key_code_138 + 161,
    flk_key_code_139 + 17,
    flk_key_code_140 + 34,
    flk_key_code_141 + 16, flk_key_code_141 + 80,
    flk_key_code_142 + 17, flk_key_code_142 + 81, flk_key_code_142 + 145,
    flk_key_code_143 + 48,
    flk_key_code_144 + 0, flk_key_code_144 + 64,
    flk_key_code_145 + 17, flk_key_code_145 + 80, flk_key_code_145 + 147, flk_key_code_145 + 208, flk_key_code_145 + 274, flk_key_code_145 + 336, flk_key_code_145 + 400, flk_key_code_145 + 467, flk_key_code_145 + 774, flk_key_code_145 + 784,
    flk_key_code_146 + 48,
    flk_key_code_147 + 21, flk_key_code_147 + 80,
    flk_key_code_148 + 48,
    flk_key_code_149 + 20,
    flk_key_code_150 + 0,
    flk_key_code_151 + 17, flk_key_code_151 + 80,
    flk_key_code_152 + 0,
    flk_key_code_153 + 0, flk_key_code_153 + 50,
    flk_key_code_154 + 0, flk_key_code_154 + 65, flk_key_code_154 + 129, flk_key_code_154 + 192,
    flk_key_code_155 + 0,
    flk_key_code_156 + 32,
    flk_key_code_157 + 0, flk_key_code_157 + 83, flk_key_code_157 + 129,
    flk_key_code_158 + 22,
    flk_key_code_159 + 32,
    flk_key_code_160 + 36, flk_key_code_160 + 122,
    flk_key_code_161 + 0, flk_key_code_161 + 232,
    flk_key_code_162 + 0, flk_key_code_162 + 32, flk_key_code_162 + 98, flk_key_code_162 + 166, flk_key_code_162 + 224,
    flk_key_code_163 + 0,
    flk_key_code_164 + 0, flk_key_code_164 + 49,
    flk_key_code_165 + 0,
    flk_key_code_166 + 0,
    flk_key_code_167 + 0, flk_key_code_167 + 16, flk_key_code_167 + 99,
    flk_key_code_168 + 0,
    flk_key_code_169 + 16,
    flk_key_code_170 + 34, flk_key_code_170 + 98,
    flk_key_code_171 + 657, flk_key_code_171 + 672,
    flk_key_code_172 + 0,
    flk_key_code_173 + 0, flk_key_code_173 + 51,
    flk_key_code_174 + 0,
    flk_key_code_175 + 0,
    flk_key_code_176 + 0, flk_key_code_176 + 67, flk_key_code_176 + 130, flk_key_code_176 + 193, flk_key_code_176 + 257, flk_key_code_176 + 320, flk_key_code_176 + 389, flk_key_code_176 + 450, flk_key_code_176 + 513, flk_key_code_176 + 726, flk_key_code_176 + 769, flk_key_code_176 + 833, flk_key_code_176 + 899, flk_key_code_176 + 965, flk_key_code_176 + 1029, flk_key_code_176 + 1090, flk_key_code_176 + 1158, flk_key_code_176 + 1218, flk_key_code_176 + 1286, flk_key_code_176 + 1728, flk_key_code_176 + 1794, flk_key_code_176 + 1858, flk_key_code_176 + 1923, flk_key_code_176 + 1986, flk_key_code_176 + 2050,
    flk_key_code_177 + 20, flk_key_code_177 + 81, flk_key_code_177 + 144, flk_key_code_177 + 210, flk_key_code_177 + 274, flk_key_code_177 + 338, flk_key_code_177 + 401, flk_key_code_177 + 468, flk_key_code_177 + 528, flk_key_code_177 + 1176, flk_key_code_177 + 1237, flk_key_code_177 + 1302, flk_key_code_177 + 1362, flk_key_code_177 + 1424, flk_key_code_177 + 2064, flk_key_code_177 + 2128, flk_key_code_177 + 2197, flk_key_code_177 + 2256, flk_key_code_177 + 2320, flk_key_code_177 + 2384, flk_key_code_177 + 2467, flk_key_code_177 + 2517, flk_key_code_177 + 2577, flk_key_code_177 + 2643, flk_key_code_177 + 2705, flk_key_code_177 + 2944, flk_key_code_177 + 2960, flk_key_code_177 + 3029, flk_key_code_177 + 3090, flk_key_code_177 + 3153, flk_key_code_177 + 3218, flk_key_code_177 + 4021, flk_key_code_177 + 4049, flk_key_code_177 + 4116, flk_key_code_177 + 4178, flk_key_code_177 + 4242, flk_key_code_177 + 4304, flk_key_code_177 + 4370, flk_key_code_177 + 4438, flk_key_code_177 + 4497, flk_key_code_177 + 4562, flk_key_code_177 + 4624, flk_key_code_177 + 4882, flk_key_code_177 + 4946, flk_key_code_177 + 5012, flk_key_code_177 + 5075, flk_key_code_177 + 8054, flk_key_code_177 + 8080, flk_key_code_177 + 8150, flk_key_code_177 + 8208, flk_key_code_177 + 8272, flk_key_code_177 + 8338, flk_key_code_177 + 8992, flk_key_code_177 + 9040, flk_key_code_177 + 9104, flk_key_code_177 + 9170, flk_key_code_177 + 9236, flk_key_code_177 + 9906, flk_key_code_177 + 9937,
    flk_key_code_178 + 0, flk_key_code_178 + 64,
    flk_key_code_179 + 33, flk_key_code_179 + 97, flk_key_code_179 + 160, flk_key_code_179 + 226,
    flk_key_code_180 + 50, flk_key_code_180 + 115, flk_key_code_180 + 176, flk_key_code_180 + 244, flk_key_code_180 + 306, flk_key_code_180 + 369, flk_key_code_180 + 435, flk_key_code_180 + 496, flk_key_code_180 + 560, flk_key_code_180 + 624, flk_key_code_180 + 692, flk_key_code_180 + 753, flk_key_code_180 + 818, flk_key_code_180 + 882, flk_key_code_180 + 950, flk_key_code_180 + 1013, flk_key_code_180 + 1072, flk_key_code_180 + 1136, flk_key_code_180 + 1200, flk_key_code_180 + 1267, flk_key_code_180 + 1329, flk_key_code_180 + 1396, flk_key_code_180 + 1458, flk_key_code_180 + 1521, flk_key_code_180 + 1585, flk_key_code_180 + 1650, flk_key_code_180 + 1713, flk_key_code_180 + 1776, flk_key_code_180 + 1842, flk_key_code_180 + 1906, flk_key_code_180 + 1969, flk_key_code_180 + 2034, flk_key_code_180 + 2098, flk_key_code_180 + 2160, flk_key_code_180 + 2226, flk_key_code_180 + 2288, flk_key_code_180 + 2353, flk_key_code_180 + 2416, flk_key_code_180 + 2482, flk_key_code_180 + 2575, flk_key_code_180 + 2613, flk_key_code_180 + 2675, flk_key_code_180 + 2738, flk_key_code_180 + 2866, flk_key_code_180 + 2953, flk_key_code_180 + 2992, flk_key_code_180 + 3112, flk_key_code_180 + 3122, flk_key_code_180 + 3186,
    flk_key_code_181 + 34, flk_key_code_181 + 97, flk_key_code_181 + 165, flk_key_code_181 + 224, flk_key_code_181 + 288, flk_key_code_181 + 352, flk_key_code_181 + 416, flk_key_code_181 + 484, flk_key_code_181 + 546, flk_key_code_181 + 1546, flk_key_code_181 + 1572, flk_key_code_181 + 1681, flk_key_code_181 + 1696, flk_key_code_181 + 1763, flk_key_code_181 + 1824, flk_key_code_181 + 3266, flk_key_code_181 + 3296, flk_key_code_181 + 3361, flk_key_code_181 + 3426, flk_key_code_181 + 3488, flk_key_code_181 + 3568, flk_key_code_181 + 3616, flk_key_code_181 + 3681, flk_key_code_181 + 3748, flk_key_code_181 + 3944, flk_key_code_181 + 4002, flk_key_code_181 + 4066, flk_key_code_181 + 4131, flk_key_code_181 + 4194, flk_key_code_181 + 4331, flk_key_code_181 + 4386, flk_key_code_181 + 4449, flk_key_code_181 + 4512, flk_key_code_181 + 4576, flk_key_code_181 + 4641, flk_key_code_181 + 4708, flk_key_code_181 + 4768, flk_key_code_181 + 4842,
    flk_key_code_182 + 0, flk_key_code_182 + 68, flk_key_code_182 + 299, flk_key_code_182 + 323, flk_key_code_182 + 385,
    flk_key_code_183 + 0,
    flk_key_code_184 + 0, flk_key_code_184 + 49,
    flk_key_code_185 + 0, flk_key_code_185 + 52,
    flk_key_code_186 + 0,
    flk_key_code_187 + 16, flk_key_code_187 + 82, flk_key_code_187 + 144, flk_key_code_187 + 212, flk_key_code_187 + 304, flk_key_code_187 + 337,
    flk_key_code_188 + 0,
    flk_key_code_189 + 0, flk_key_code_189 + 64,
    flk_key_code_190 + 0, flk_key_code_190 + 67, flk_key_code_190 + 128,
    flk_key_code_191 + 0, flk_key_code_191 + 66, flk_key_code_191 + 150, flk_key_code_191 + 226, flk_key_code_191 + 258,
    flk_key_code_192 + 20, flk_key_code_192 + 86, flk_key_code_192 + 146, flk_key_code_192 + 209, flk_key_code_192 + 276, flk_key_code_192 + 336, flk_key_code_192 + 477, flk_key_code_192 + 528, flk_key_code_192 + 3921, flk_key_code_192 + 3986, flk_key_code_192 + 4050, flk_key_code_192 + 4114, flk_key_code_192 + 4178,
    flk_key_code_193 + 0, flk_key_code_193 + 20, flk_key_code_193 + 1168,
    flk_key_code_194 + 0, flk_key_code_194 + 36, flk_key_code_194 + 99, flk_key_code_194 + 164,
    flk_key_code_195 + 0, flk_key_code_195 + 49, flk_key_code_195 + 114, flk_key_code_195 + 176, flk_key_code_195 + 242, flk_key_code_195 + 305, flk_key_code_195 + 373, flk_key_code_195 + 432, flk_key_code_195 + 497, flk_key_code_195 + 565, flk_key_code_195 + 624, flk_key_code_195 + 690, flk_key_code_195 + 752, flk_key_code_195 + 818, flk_key_code_195 + 882, flk_key_code_195 + 980, flk_key_code_195 + 1009,
    flk_key_code_196 + 0, flk_key_code_196 + 65, flk_key_code_196 + 353, flk_key_code_196 + 384, flk_key_code_196 + 449, flk_key_code_196 + 513, flk_key_code_196 + 624, flk_key_code_196 + 641, flk_key_code_196 + 704, flk_key_code_196 + 770, flk_key_code_196 + 832, flk_key_code_196 + 913, flk_key_code_196 + 964, flk_key_code_196 + 1025,
    flk_key_code_197 + 0,
    flk_key_code_198 + 48, flk_key_code_198 + 113, flk_key_code_198 + 292, flk_key_code_198 + 304, flk_key_code_198 + 369, flk_key_code_198 + 432,
    flk_key_code_199 + 0, flk_key_code_199 + 65, flk_key_code_199 + 160, flk_key_code_199 + 192, flk_key_code_199 + 352, flk_key_code_199 + 387, flk_key_code_199 + 557, flk_key_code_199 + 594, flk_key_code_199 + 642,
    flk_key_code_200 + 0, flk_key_code_200 + 20, flk_key_code_200 + 80, flk_key_code_200 + 144, flk_key_code_200 + 232, flk_key_code_200 + 275, flk_key_code_200 + 2193, flk_key_code_200 + 2289, flk_key_code_200 + 2320, flk_key_code_200 + 2384, flk_key_code_200 + 2450, flk_key_code_200 + 2514, flk_key_code_200 + 2578, flk_key_code_200 + 2720, flk_key_code_200 + 2769, flk_key_code_200 + 2832, flk_key_code_200 + 2964, flk_key_code_200 + 3025, flk_key_code_200 + 3088, flk_key_code_200 + 3154, flk_key_code_200 + 3219, flk_key_code_200 + 3280, flk_key_code_200 + 3347, flk_key_code_200 + 3408, flk_key_code_200 + 3472, flk_key_code_200 + 3545, flk_key_code_200 + 4179, flk_key_code_200 + 4243,
    flk_key_code_201 + 0, flk_key_code_201 + 34, flk_key_code_201 + 98, flk_key_code_201 + 162, flk_key_code_201 + 225, flk_key_code_201 + 291, flk_key_code_201 + 401, flk_key_code_201 + 417, flk_key_code_201 + 481, flk_key_code_201 + 560, flk_key_code_201 + 612, flk_key_code_201 + 743, flk_key_code_201 + 824, flk_key_code_201 + 868, flk_key_code_201 + 933, flk_key_code_201 + 1116, flk_key_code_201 + 1121, flk_key_code_201 + 1560, flk_key_code_201 + 1570, flk_key_code_201 + 3288, flk_key_code_201 + 3299, flk_key_code_201 + 3360, flk_key_code_201 + 3428,
    flk_key_code_202 + 0, flk_key_code_202 + 70,
    flk_key_code_203 + 0, flk_key_code_203 + 36, flk_key_code_203 + 97, flk_key_code_203 + 163, flk_key_code_203 + 225, flk_key_code_203 + 290, flk_key_code_203 + 384, flk_key_code_203 + 417, flk_key_code_203 + 481, flk_key_code_203 + 704, flk_key_code_203 + 736, flk_key_code_203 + 800, flk_key_code_203 + 864, flk_key_code_203 + 1088, flk_key_code_203 + 1124,
    flk_key_code_204 + 0,
    flk_key_code_205 + 0,
    flk_key_code_206 + 20, flk_key_code_206 + 83, flk_key_code_206 + 145, flk_key_code_206 + 211, flk_key_code_206 + 272, flk_key_code_206 + 336, flk_key_code_206 + 457, flk_key_code_206 + 464, flk_key_code_206 + 528, flk_key_code_206 + 592, flk_key_code_206 + 659, flk_key_code_206 + 725, flk_key_code_206 + 784, flk_key_code_206 + 848, flk_key_code_206 + 1051, flk_key_code_206 + 1106,
    flk_key_code_207 + 0,
    flk_key_code_208 + 34, flk_key_code_208 + 100, flk_key_code_208 + 161,
    flk_key_code_209 + 33, flk_key_code_209 + 97, flk_key_code_209 + 162, flk_key_code_209 + 227, flk_key_code_209 + 401, flk_key_code_209 + 419, flk_key_code_209 + 481, flk_key_code_209 + 803,
    flk_key_code_210 + 0, flk_key_code_210 + 64, flk_key_code_210 + 132, flk_key_code_210 + 194, flk_key_code_210 + 256, flk_key_code_210 + 320,
    flk_key_code_211 + 0, flk_key_code_211 + 49, flk_key_code_211 + 112,
    flk_key_code_212 + 0, flk_key_code_212 + 23, flk_key_code_212 + 81, flk_key_code_212 + 148, flk_key_code_212 + 278, flk_key_code_212 + 336, flk_key_code_212 + 401, flk_key_code_212 + 468, flk_key_code_212 + 529, flk_key_code_212 + 594, flk_key_code_212 + 664, flk_key_code_212 + 829,
    flk_key_code_213 + 0, flk_key_code_213 + 66, flk_key_code_213 + 130, flk_key_code_213 + 192,
    flk_key_code_214 + 17, flk_key_code_214 + 81, flk_key_code_214 + 145, flk_key_code_214 + 210, flk_key_code_214 + 285, flk_key_code_214 + 340, flk_key_code_214 + 402, flk_key_code_214 + 479, flk_key_code_214 + 529, flk_key_code_214 + 597,
    flk_key_code_215 + 32,
    flk_key_code_216 + 52, flk_key_code_216 + 2070, flk_key_code_216 + 2101,
    flk_key_code_217 + 21, flk_key_code_217 + 84,
    flk_key_code_218 + 32,
    flk_key_code_219 + 48, flk_key_code_219 + 114, flk_key_code_219 + 176,
    flk_key_code_220 + 0,
    flk_key_code_221 + 34, flk_key_code_221 + 97, flk_key_code_221 + 160,
    flk_key_code_222 + 32, flk_key_code_222 + 99, flk_key_code_222 + 204, flk_key_code_222 + 225, flk_key_code_222 + 288, flk_key_code_222 + 354, flk_key_code_222 + 463, flk_key_code_222 + 480,
    flk_key_code_223 + 20, flk_key_code_223 + 84, flk_key_code_223 + 145,
    flk_key_code_224 + 0, flk_key_code_224 + 65, flk_key_code_224 + 130, flk_key_code_224 + 195, flk_key_code_224 + 264, flk_key_code_224 + 328, flk_key_code_224 + 387, flk_key_code_224 + 450,
    flk_key_code_225 + 0, flk_key_code_225 + 50,
    flk_key_code_226 + 0,
    flk_key_code_227 + 32, flk_key_code_227 + 439,
    flk_key_code_228 + 0, flk_key_code_228 + 66,
    flk_key_code_229 + 49,
    flk_key_code_230 + 34, flk_key_code_230 + 229, flk_key_code_230 + 318, flk_key_code_230 + 354, flk_key_code_230 + 417, flk_key_code_230 + 486, flk_key_code_230 + 549, flk_key_code_230 + 610, flk_key_code_230 + 674, flk_key_code_230 + 801, flk_key_code_230 + 865, flk_key_code_230 + 931, flk_key_code_230 + 1938, flk_key_code_230 + 4629, flk_key_code_230 + 4646, flk_key_code_230 + 4705, flk_key_code_230 + 4772, flk_key_code_230 + 4843,
    flk_key_code_231 + 0,
    flk_key_code_232 + 25, flk_key_code_232 + 84, flk_key_code_232 + 145, flk_key_code_232 + 211, flk_key_code_232 + 272, flk_key_code_232 + 336, flk_key_code_232 + 403, flk_key_code_232 + 467, flk_key_code_232 + 528, flk_key_code_232 + 592, flk_key_code_232 + 851,
    flk_key_code_233 + 0, flk_key_code_233 + 50,
    flk_key_code_234 + 48,
    flk_key_code_235 + 0, flk_key_code_235 + 69, flk_key_code_235 + 198, flk_key_code_235 + 320, flk_key_code_235 + 387,
    flk_key_code_236 + 32, flk_key_code_236 + 98, flk_key_code_236 + 230,
    flk_key_code_237 + 16,
    flk_key_code_238 + 49, flk_key_code_238 + 304, flk_key_code_238 + 371, flk_key_code_238 + 432, flk_key_code_238 + 498,
    flk_key_code_239 + 0,
    flk_key_code_240 + 0, flk_key_code_240 + 18, flk_key_code_240 + 173,
    flk_key_code_241 + 0, flk_key_code_241 + 78,
    flk_key_code_242 + 0, flk_key_code_242 + 66, flk_key_code_242 + 321,
    flk_key_code_243 + 0, flk_key_code_243 + 49, flk_key_code_243 + 119,
    flk_key_code_244 + 0, flk_key_code_244 + 66, flk_key_code_244 + 129, flk_key_code_244 + 273,
    flk_key_code_245 + 16,
    flk_key_code_246 + 52, flk_key_code_246 + 113, flk_key_code_246 + 269, flk_key_code_246 + 310, flk_key_code_246 + 379, flk_key_code_246 + 436, flk_key_code_246 + 497, flk_key_code_246 + 563, flk_key_code_246 + 1015,
    flk_key_code_247 + 17, flk_key_code_247 + 82, flk_key_code_247 + 146, flk_key_code_247 + 209, flk_key_code_247 + 274,
    flk_key_code_248 + 0, flk_key_code_248 + 130, flk_key_code_248 + 194, flk_key_code_248 + 257,
    flk_key_code_249 + 0,
    flk_key_code_250 + 33, flk_key_code_250 + 100,
    flk_key_code_251 + 16,
    flk_key_code_252 + 48, flk_key_code_252 + 114, flk_key_code_252 + 177,
    flk_key_code_253 + 16,
    flk_key_code_254 + 50, flk_key_code_254 + 115, flk_key_code_254 + 319,
    flk_key_code_255 + 17, flk_key_code_255 + 144, flk_key_code_255 + 210, flk_key_code_255 + 272,
    flk_key_code_256 + 0, flk_key_code_256 + 69, flk_key_code_256 + 130, flk_key_code_256 + 193, flk_key_code_256 + 257,
    flk_key_code_257 + 0,
    flk_key_code_258 + 32, flk_key_code_258 + 96, flk_key_code_258 + 162, flk_key_code_258 + 313, flk_key_code_258 + 352,
    flk_key_code_259 + 80,
    flk_key_code_260 + 0, flk_key_code_260 + 17, flk_key_code_260 + 82,
    flk_key_code_261 + 0,
    flk_key_code_262 + 17,
    flk_key_code_263 + 75, flk_key_code_263 + 114, flk_key_code_263 + 180, flk_key_code_263 + 243, flk_key_code_263 + 305,
    flk_key_code_264 + 49, flk_key_code_264 + 112, flk_key_code_264 + 685, flk_key_code_264 + 688,
    flk_key_code_265 + 48, flk_key_code_265 + 115, flk_key_code_265 + 176, flk_key_code_265 + 242,
    flk_key_code_266 + 18, flk_key_code_266 + 84,
    flk_key_code_267 + 36, flk_key_code_267 + 99,
    flk_key_code_268 + 16, flk_key_code_268 + 97,
    flk_key_code_269 + 33, flk_key_code_269 + 99,
    flk_key_code_270 + 16, flk_key_code_270 + 82,
    flk_key_code_271 + 34, flk_key_code_271 + 100,
    flk_key_code_272 + 0, flk_key_code_272 + 66,
    flk_key_code_273 + 0,
    flk_key_code_274 + 64,
    flk_key_code_275 + 0,
    flk_key_code_276 + 0,
    flk_key_code_277 + 49,
    flk_key_code_278 + 48,
    flk_key_code_279 + 17,
    flk_key_code_280 + 36, flk_key_code_280 + 97,
    flk_key_code_281 + 0, flk_key_code_281 + 18, flk_key_code_281 + 102, flk_key_code_281 + 144,
    flk_key_code_282 + 0,
    flk_key_code_283 + 0,
    flk_key_code_284 + 0,
    flk_key_code_285 + 35,
    flk_key_code_286 + 0, flk_key_code_286 + 65,
    flk_key_code_287 + 0,
    flk_key_code_288 + 75,
    flk_key_code_289 + 0, flk_key_code_289 + 125, flk_key_code_289 + 128,
    flk_key_code_290 + 0,
    flk_key_code_291 + 0, flk_key_code_291 + 206,
    flk_key_code_292 + 147,
    flk_key_code_293 + 0,
    flk_key_code_294 + 0,
    flk_key_code_295 + 17, flk_key_code_295 + 86,
    flk_key_code_296 + 32, flk_key_code_296 + 101, flk_key_code_296 + 160, flk_key_code_296 + 225,
    flk_key_code_297 + 40, flk_key_code_297 + 97, flk_key_code_297 + 160, flk_key_code_297 + 225, flk_key_code_297 + 288,
    flk_key_code_298 + 0, flk_key_code_298 + 48, flk_key_code_298 + 176,
    flk_key_code_299 + 34,
    flk_key_code_300 + 50, flk_key_code_300 + 115, flk_key_code_300 + 178, flk_key_code_300 + 242, flk_key_code_300 + 310, flk_key_code_300 + 372, flk_key_code_300 + 473, flk_key_code_300 + 496, flk_key_code_300 + 888, flk_key_code_300 + 953, flk_key_code_300 + 1010, flk_key_code_300 + 1072,
    flk_key_code_301 + 0,
    flk_key_code_302 + 48, flk_key_code_302 + 112, flk_key_code_302 + 961, flk_key_code_302 + 1008, flk_key_code_302 + 1073, flk_key_code_302 + 1137, flk_key_code_302 + 1216, flk_key_code_302 + 1268, flk_key_code_302 + 1505, flk_key_code_302 + 1523,
    flk_key_code_303 + 0, flk_key_code_303 + 50, flk_key_code_303 + 113,
    flk_key_code_304 + 36,
    flk_key_code_305 + 34, flk_key_code_305 + 100, flk_key_code_305 + 930, flk_key_code_305 + 992,
    flk_key_code_306 + 75, flk_key_code_306 + 98, flk_key_code_306 + 162, flk_key_code_306 + 249,
    flk_key_code_307 + 0,
    flk_key_code_308 + 859, flk_key_code_308 + 885,
    flk_key_code_309 + 17, flk_key_code_309 + 347, flk_key_code_309 + 400,
    flk_key_code_310 + 48, flk_key_code_310 + 114,
    flk_key_code_311 + 304, flk_key_code_311 + 353,
    flk_key_code_312 + 49,
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
    flk_key_code_328 + 0, flk_key_code_328 + 70, flk_key_code_328 + 129, flk_key_code_328 + 192, flk_key_code_328 + 576, flk_key_code_328 + 658, flk_key_code_328 + 770,
    flk_key_code_329 + 57,
    flk_key_code_330 + 0, flk_key_code_330 + 32,
    flk_key_code_331 + 0, flk_key_code_331 + 33, flk_key_code_331 + 96, flk_key_code_331 + 160, flk_key_code_331 + 225, flk_key_code_331 + 288, flk_key_code_331 + 377, flk_key_code_331 + 416, flk_key_code_331 + 481, flk_key_code_331 + 544, flk_key_code_331 + 609,
    flk_key_code_332 + 0, flk_key_code_332 + 68, flk_key_code_332 + 308, flk_key_code_332 + 324, flk_key_code_332 + 385, flk_key_code_332 + 450, flk_key_code_332 + 512,
    flk_key_code_333 + 0, flk_key_code_333 + 448,
    flk_key_code_334 + 0, flk_key_code_334 + 67, flk_key_code_334 + 131, flk_key_code_334 + 193, flk_key_code_334 + 349, flk_key_code_334 + 387, flk_key_code_334 + 448, flk_key_code_334 + 840, flk_key_code_334 + 897, flk_key_code_334 + 974, flk_key_code_334 + 1027, flk_key_code_334 + 1090, flk_key_code_334 + 1152, flk_key_code_334 + 1217, flk_key_code_334 + 1286,
    flk_key_code_335 + 0, flk_key_code_335 + 16,
    flk_key_code_336 + 0, flk_key_code_336 + 51, flk_key_code_336 + 112, flk_key_code_336 + 179, flk_key_code_336 + 302, flk_key_code_336 + 306,
    flk_key_code_337 + 51,
    flk_key_code_338 + 0, flk_key_code_338 + 16, flk_key_code_338 + 82, flk_key_code_338 + 144,
    flk_key_code_339 + 34, flk_key_code_339 + 96, flk_key_code_339 + 416, flk_key_code_339 + 482,
    flk_key_code_340 + 0, flk_key_code_340 + 19, flk_key_code_340 + 155, flk_key_code_340 + 269, flk_key_code_340 + 274, flk_key_code_340 + 592,
    flk_key_code_341 + 0, flk_key_code_341 + 17,
    flk_key_code_342 + 0, flk_key_code_342 + 17, flk_key_code_342 + 80,
    flk_key_code_343 + 17, flk_key_code_343 + 367,
    flk_key_code_344 + 0,
    flk_key_code_345 + 109,
    flk_key_code_346 + 428,
    flk_key_code_347 + 0,
    flk_key_code_348 + 20,
    flk_key_code_349 + 51, flk_key_code_349 + 112,
    flk_key_code_350 + 48, flk_key_code_350 + 113, flk_key_code_350 + 181, flk_key_code_350 + 243, flk_key_code_350 + 305, flk_key_code_350 + 370, flk_key_code_350 + 433, flk_key_code_350 + 496, flk_key_code_350 + 560, flk_key_code_350 + 626, flk_key_code_350 + 688, flk_key_code_350 + 1322, flk_key_code_350 + 1334, flk_key_code_350 + 1392, flk_key_code_350 + 1473, flk_key_code_350 + 2942, flk_key_code_350 + 2994, flk_key_code_350 + 3061, flk_key_code_350 + 3122, flk_key_code_350 + 3189, flk_key_code_350 + 3252, flk_key_code_350 + 3313, flk_key_code_350 + 3380, flk_key_code_350 + 3442, flk_key_code_350 + 3507, flk_key_code_350 + 3570, flk_key_code_350 + 3632, flk_key_code_350 + 3709, flk_key_code_350 + 3764, flk_key_code_350 + 4419, flk_key_code_350 + 4517,
    flk_key_code_351 + 0, flk_key_code_351 + 947,
    flk_key_code_352 + 0, flk_key_code_352 + 272, flk_key_code_352 + 323,
    flk_key_code_353 + 0, flk_key_code_353 + 20, flk_key_code_353 + 83, flk_key_code_353 + 146, flk_key_code_353 + 213, flk_key_code_353 + 273, flk_key_code_353 + 338, flk_key_code_353 + 526, flk_key_code_353 + 533, flk_key_code_353 + 594, flk_key_code_353 + 656, flk_key_code_353 + 748, flk_key_code_353 + 872, flk_key_code_353 + 915, flk_key_code_353 + 977, flk_key_code_353 + 1178, flk_key_code_353 + 1232, flk_key_code_353 + 1298, flk_key_code_353 + 1961, flk_key_code_353 + 2001, flk_key_code_353 + 2064, flk_key_code_353 + 2130, flk_key_code_353 + 2314, flk_key_code_353 + 2321, flk_key_code_353 + 2385, flk_key_code_353 + 2450, flk_key_code_353 + 2542, flk_key_code_353 + 2677, flk_key_code_353 + 2708, flk_key_code_353 + 2771, flk_key_code_353 + 2980, flk_key_code_353 + 3024, flk_key_code_353 + 3090, flk_key_code_353 + 3152, flk_key_code_353 + 3799, flk_key_code_353 + 3856,
    flk_key_code_354 + 0, flk_key_code_354 + 50, flk_key_code_354 + 114, flk_key_code_354 + 249,
    flk_key_code_355 + 49, flk_key_code_355 + 112,
    flk_key_code_356 + 18, flk_key_code_356 + 80,
    flk_key_code_357 + 0, flk_key_code_357 + 65,
    flk_key_code_358 + 37,
    flk_key_code_359 + 0, flk_key_code_359 + 65, flk_key_code_359 + 131,
    flk_key_code_360 + 35,
    flk_key_code_361 + 0, flk_key_code_361 + 128, flk_key_code_361 + 194,
    flk_key_code_362 + 32,
    flk_key_code_363 + 49, flk_key_code_363 + 115,
    flk_key_code_364 + 0,
    flk_key_code_365 + 0,
    flk_key_code_366 + 20, flk_key_code_366 + 2069,
    flk_key_code_367 + 0,
    flk_key_code_368 + 33, flk_key_code_368 + 98, flk_key_code_368 + 167, flk_key_code_368 + 225,
    flk_key_code_369 + 52, flk_key_code_369 + 304,
    flk_key_code_370 + 33, flk_key_code_370 + 97, flk_key_code_370 + 689,
    flk_key_code_371 + 0, flk_key_code_371 + 85, flk_key_code_371 + 424, flk_key_code_371 + 433,
    flk_key_code_372 + 104,
    flk_key_code_373 + 19, flk_key_code_373 + 81, flk_key_code_373 + 145,
    flk_key_code_374 + 0,
    flk_key_code_375 + 17, flk_key_code_375 + 81, flk_key_code_375 + 145,
    flk_key_code_376 + 32, flk_key_code_376 + 97, flk_key_code_376 + 163, flk_key_code_376 + 225,
    flk_key_code_377 + 0, flk_key_code_377 + 48, flk_key_code_377 + 115,
    flk_key_code_378 + 0, flk_key_code_378 + 50, flk_key_code_378 + 114, flk_key_code_378 + 181,
    flk_key_code_379 + 0,
    flk_key_code_380 + 0,
    flk_key_code_381 + 20,
    flk_key_code_382 + 0,
    flk_key_code_383 + 0,
    flk_key_code_384 + 0,
    flk_key_code_385 + 66,
};
const unsigned long flk_key_code_line_count = sizeof flk_key_code_lines / sizeof *flk_key_code_lines;
