// Written by tools/make_hot_sections.py (`make hot-sections`): the code lines the keys ran, each its function's
// address plus the offset of the first instruction run on it; a function this build lacks is null (input_shim.c).
extern void flk_key_code_0(void) __asm__("__swift_instantiateConcreteTypeFromMangledName") __attribute__((weak));
extern void flk_key_code_1(void) __asm__("$s11Observation0A8TrackingV11_AccessListV03addC07keyPath7contextys010PartialKeyG0CyxG_AA0A9RegistrarV7ContextVtAA10ObservableRzlF") __attribute__((weak));
extern void flk_key_code_2(void) __asm__("$ss24withUnsafeMutablePointer2to_q0_xz_q0_SpyxGq_YKXEtq_YKs5ErrorR_Ri_zRi_0_r1_lF") __attribute__((weak));
extern void flk_key_code_3(void) __asm__("$ss17_NativeDictionaryV8setValue_6forKey8isUniqueyq_n_xSbtFSi_11Observation0I9RegistrarV5State33_5AE0855755CD62D4521FC18D42BC1E4BLLVAFVTg5") __attribute__((weak));
extern void flk_key_code_4(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern void flk_key_code_5(void) __asm__("$sSh8_VariantV6insertySb8inserted_x17memberAfterInserttxnFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern void flk_key_code_6(void) __asm__("$ss10_NativeSetV9insertNew_2at8isUniqueyxn_s10_HashTableV6BucketVSbtFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern void flk_key_code_7(void) __asm__("$ss10_NativeSetV13copyAndResize8capacityySi_tFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern void flk_key_code_8(void) __asm__("$ss10_NativeSetV6resize8capacityySi_tFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern void flk_key_code_9(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlFs10AnyKeyPathC_Tg5") __attribute__((weak));
extern void flk_key_code_10(void) __asm__("$ss17_NativeDictionaryV20_copyOrMoveAndResize8capacity12moveElementsySi_SbtFs10AnyKeyPathC_ShySiGTg5") __attribute__((weak));
extern void flk_key_code_11(void) __asm__("$ss17_NativeDictionaryV20_copyOrMoveAndResize8capacity12moveElementsySi_SbtFSi_11Observation0K9RegistrarV5State33_5AE0855755CD62D4521FC18D42BC1E4BLLVAFVTg5") __attribute__((weak));
extern void flk_key_code_12(void) __asm__("$ss17_NativeDictionaryV20_copyOrMoveAndResize8capacity12moveElementsySi_SbtFSO_11Observation0K8TrackingV5EntryVTg5") __attribute__((weak));
extern void flk_key_code_13(void) __asm__("$ss17_NativeDictionaryV7_delete2atys10_HashTableV6BucketV_tFSi_11Observation0H9RegistrarV5State33_5AE0855755CD62D4521FC18D42BC1E4BLLVAIVTg5") __attribute__((weak));
extern void flk_key_code_14(void) __asm__("$ss17_NativeDictionaryV7_delete2atys10_HashTableV6BucketV_tFs10AnyKeyPathC_ShySiGTg5") __attribute__((weak));
extern void flk_key_code_15(void) __asm__("$sSh8_VariantV6removeyxSgxFSi_Tg5") __attribute__((weak));
extern void flk_key_code_16(void) __asm__("$sSD8_VariantV6remove2atx3key_q_5valuetSD5IndexVyxq__G_tFs10AnyKeyPathC_ShySiGTg5") __attribute__((weak));
extern void flk_key_code_17(void) __asm__("$ss10_NativeSetV7_delete2atys10_HashTableV6BucketV_tFSi_Tg5") __attribute__((weak));
extern void flk_key_code_18(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtFys10AnyKeyPathCYbc_Tg5") __attribute__((weak));
extern void flk_key_code_19(void) __asm__("$s11Observation0A9RegistrarV7ContextV7willSet_7keyPathyx_s03KeyG0Cyxq_GtAA10ObservableRzr0_lFTf4dnn_n") __attribute__((weak));
extern void flk_key_code_20(void) __asm__("$s11Observation0A9RegistrarV7ContextV6didSet_7keyPathyx_s03KeyG0Cyxq_GtAA10ObservableRzr0_lFTf4dnn_n") __attribute__((weak));
extern void flk_key_code_21(void) __asm__("$s11Observation0A8TrackingV08_installB0_7willSet03didE0yAC_yACYbcSgAGtFZTf4nnnd_n") __attribute__((weak));
extern void flk_key_code_22(void) __asm__("$s11Observation0A8TrackingV08_installB0_8onChangeyAC11_AccessListV_yyYbctFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_23(void) __asm__("$sSD17dictionaryLiteralSDyxq_Gx_q_td_tcfCSO_11Observation0C8TrackingV2IdOTt0g5Tf4g_n") __attribute__((weak));
extern void flk_key_code_24(void) __asm__("$s11Observation0A8TrackingVIeghn_SgWOy") __attribute__((weak));
extern void flk_key_code_25(void) __asm__("$sxRi_zRi0_zlyShySiGIsegr_SgWOe") __attribute__((weak));
extern void flk_key_code_26(void) __asm__("$ss29getContiguousArrayStorageType3fors01_bcD0CyxGmxm_tlF") __attribute__((weak));
extern void flk_key_code_27(void) __asm__("$ss18_DictionaryStorageC8allocate5scale3age4seedAByxq_Gs4Int8V_s5Int32VSgSiSgtFZ") __attribute__((weak));
extern void flk_key_code_28(void) __asm__("$ss21_BinaryIntegerToASCII8negative9magnitude5radix9uppercase6bufferSnySiGSb_9MagnitudeQzxSbs11MutableSpanVys5UInt8VGztSzRzlFs6UInt64V_Tg5") __attribute__((weak));
extern void flk_key_code_29(void) __asm__("$ss13KeyPathBufferV4nexts03RawaB9ComponentV_ypXpSgtyF") __attribute__((weak));
extern void flk_key_code_30(void) __asm__("$ss19RawKeyPathComponentV8bodySizeSivg") __attribute__((weak));
extern void flk_key_code_31(void) __asm__("$ss11_SetStorageC8allocate5scale3age4seedAByxGs4Int8V_s5Int32VSgSiSgtFZ") __attribute__((weak));
extern void flk_key_code_32(void) __asm__("$ss11_StringGutsV6appendyyABF") __attribute__((weak));
extern void flk_key_code_33(void) __asm__("$ss11_StringGutsV35validateInclusiveCharacterIndex_5_7ySS0F0VAEF") __attribute__((weak));
extern void flk_key_code_34(void) __asm__("$ss22_stringCompareFastUTF8__9expecting7bothNFCSbSRys5UInt8VG_AFs23_StringComparisonResultOSbtF") __attribute__((weak));
extern void flk_key_code_35(void) __asm__("$ss9_allASCIIySbSRys5UInt8VGF") __attribute__((weak));
extern void flk_key_code_36(void) __asm__("$ss12validateUTF8ys0B16ValidationResultOSRys5UInt8VGF") __attribute__((weak));
extern void flk_key_code_37(void) __asm__("$ss15__StringStorageC20_updateCountAndFlags03newD00G7IsASCIIySi_SbtF") __attribute__((weak));
extern void flk_key_code_38(void) __asm__("$ss15__StringStorageCfD") __attribute__((weak));
extern void flk_key_code_39(void) __asm__("$ss15__StringStorageC6create16initializingFrom16codeUnitCapacity7isASCIIABSRys5UInt8VG_SiSbtFZTf4nnnd_n") __attribute__((weak));
extern void flk_key_code_40(void) __asm__("$sSS8_copyingySSSsFZTf4nd_n") __attribute__((weak));
extern void flk_key_code_41(void) __asm__("$sSSySsSnySS5IndexVGcigTf4nn_g") __attribute__((weak));
extern void flk_key_code_42(void) __asm__("$ss6HasherV5_seedABSi_tcfCTf4nd_n") __attribute__((weak));
extern void flk_key_code_43(void) __asm__("$ss6HasherV5_hash4seed5bytes5countS2i_s6UInt64VSitFZTf4nnnd_n") __attribute__((weak));
extern void flk_key_code_44(void) __asm__("$ss13KeyPathBufferV4baseABSV_tcfCTf4nd_n") __attribute__((weak));
extern void flk_key_code_45(void) __asm__("$ss10_HashTableV8capacity8forScaleSis4Int8V_tFZTf4nd_n") __attribute__((weak));
extern void flk_key_code_46(void) __asm__("$ss10AnyKeyPathC2eeoiySbAB_ABtFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_47(void) __asm__("$ss12_SmallStringV_9appendingABSgAB_ABtcfCTf4nnd_n") __attribute__((weak));
extern void flk_key_code_48(void) __asm__("$ss10_HashTableV5scale11forCapacitys4Int8VSi_tFZTf4nd_n") __attribute__((weak));
extern void flk_key_code_49(void) __asm__("$ss15__StringStorageC6create29uninitializedCodeUnitCapacity29initializingUncheckedUTF8WithABSi_SiSrys5UInt8VGKXEtKFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_50(void) __asm__("$sSS23_fromLargeUTF8Repairing21uninitializedCapacity16initializingWithSSSi_SiSrys5UInt8VGKXEtKFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_51(void) __asm__("$ss22_AbstractStringStorageP02asB0SSvgTj") __attribute__((weak));
extern void flk_key_code_52(void) __asm__("__swift_instantiateCanonicalPrespecializedGenericMetadata") __attribute__((weak));
extern void flk_key_code_53(void) __asm__("$sSis23CustomStringConvertiblessAAP11descriptionSSvgTW") __attribute__((weak));
extern void flk_key_code_54(void) __asm__("$sScfsE15_isSameExecutorySbqd__ScfRd__lF") __attribute__((weak));
extern void flk_key_code_55(void) __asm__("_swift_task_isMainExecutorSwift") __attribute__((weak));
extern void flk_key_code_56(void) __asm__("swift_getMainExecutor") __attribute__((weak));
extern void flk_key_code_57(void) __asm__("swift_task_getMainExecutorImpl") __attribute__((weak));
extern void flk_key_code_58(void) __asm__("_dispatch_client_callout") __attribute__((weak));
extern void flk_key_code_59(void) __asm__("_os_object_release_internal_n") __attribute__((weak));
extern void flk_key_code_60(void) __asm__("_dispatch_continuation_pop") __attribute__((weak));
extern void flk_key_code_61(void) __asm__("_dispatch_lane_serial_drain") __attribute__((weak));
extern void flk_key_code_62(void) __asm__("_dispatch_queue_wakeup") __attribute__((weak));
extern void flk_key_code_63(void) __asm__("_dispatch_mgr_queue_push") __attribute__((weak));
extern void flk_key_code_64(void) __asm__("_dispatch_mgr_thread") __attribute__((weak));
extern void flk_key_code_65(void) __asm__("_dispatch_main_queue_callback_4CF") __attribute__((weak));
extern void flk_key_code_66(void) __asm__("_dispatch_source_invoke") __attribute__((weak));
extern void flk_key_code_67(void) __asm__("_dispatch_source_wakeup") __attribute__((weak));
extern void flk_key_code_68(void) __asm__("_dispatch_source_merge_evt") __attribute__((weak));
extern void flk_key_code_69(void) __asm__("_dispatch_event_loop_drain_timers") __attribute__((weak));
extern void flk_key_code_70(void) __asm__("_dispatch_event_loop_timer_arm") __attribute__((weak));
extern void flk_key_code_71(void) __asm__("_dispatch_event_loop_drain") __attribute__((weak));
extern void flk_key_code_72(void) __asm__("$s20FoundationEssentials4DataVwet") __attribute__((weak));
extern void flk_key_code_73(void) __asm__("flickterm_main") __attribute__((weak));
extern void flk_key_code_74(void) __asm__("$s10TerminalUI8MainLoopO3runs5NeverOyFZ") __attribute__((weak));
extern void flk_key_code_75(void) __asm__("$sScM14assumeIsolated_4file4linexxyKScMYcXE_s12StaticStringVSutKs8SendableRzlFZyt_Tg5") __attribute__((weak));
extern void flk_key_code_76(void) __asm__("$s10TerminalUI8MainLoopO3runs5NeverOyFZyyScMYcXEfU_") __attribute__((weak));
extern void flk_key_code_77(void) __asm__("$s10TerminalUI0A3AppC6listen33_B755C313297C0CFB8D4F05E2281575F6LLyyFySbYbScMYccfU_") __attribute__((weak));
extern void flk_key_code_78(void) __asm__("$s10TerminalUI0A3AppC8readKeys33_B755C313297C0CFB8D4F05E2281575F6LLyyF") __attribute__((weak));
extern void flk_key_code_79(void) __asm__("swift_release") __attribute__((weak));
extern void flk_key_code_80(void) __asm__("_ZN5swift9RefCountsINS_13RefCountBitsTILNS_19RefCountInlinednessE1EEEE15doDecrementSlowILNS_13PerformDeinitE1EEEbS3_j") __attribute__((weak));
extern void flk_key_code_81(void) __asm__("_swift_release_dealloc") __attribute__((weak));
extern void flk_key_code_82(void) __asm__("$s10TerminalUI0A3AppC6handle33_B755C313297C0CFB8D4F05E2281575F6LLyyAA3KeyOF") __attribute__((weak));
extern void flk_key_code_83(void) __asm__("$s10TerminalUI13ResultsScreenCAA0D0A2aDP6handleySbAA3KeyOFTW") __attribute__((weak));
extern void flk_key_code_84(void) __asm__("$s10TerminalUI13ResultsScreenC6handleySbAA3KeyOF") __attribute__((weak));
extern void flk_key_code_85(void) __asm__("flk_main_queue_run") __attribute__((weak));
extern void flk_key_code_86(void) __asm__("flk_wait_next") __attribute__((weak));
extern void flk_key_code_87(void) __asm__("swift_allocObject") __attribute__((weak));
extern void flk_key_code_88(void) __asm__("$s11Observation0A9RegistrarV6access_7keyPathyx_s03KeyE0Cyxq_GtAA10ObservableRzr0_lF") __attribute__((weak));
extern void flk_key_code_89(void) __asm__("$ss23_ContiguousArrayStorageCfD") __attribute__((weak));
extern void flk_key_code_90(void) __asm__("swift_retain") __attribute__((weak));
extern void flk_key_code_91(void) __asm__("swift_slowAlloc") __attribute__((weak));
extern void flk_key_code_92(void) __asm__("swift_deallocObject") __attribute__((weak));
extern void flk_key_code_93(void) __asm__("swift_deallocClassInstance") __attribute__((weak));
extern void flk_key_code_94(void) __asm__("swift_beginAccess") __attribute__((weak));
extern void flk_key_code_95(void) __asm__("$s10ViewModels013SearchResultsA5ModelC4show33_3E4BF0978959A2EF4642272768448B64LLyySnySiGF") __attribute__((weak));
extern void flk_key_code_96(void) __asm__("swift_slowDealloc") __attribute__((weak));
extern void flk_key_code_97(void) __asm__("swift_task_isCurrentExecutor") __attribute__((weak));
extern void flk_key_code_98(void) __asm__("swift_task_isCurrentExecutorWithFlags") __attribute__((weak));
extern void flk_key_code_99(void) __asm__("_ZNK5swift17SerialExecutorRef14isMainExecutorEv") __attribute__((weak));
extern void flk_key_code_100(void) __asm__("swift_task_isMainExecutorImpl") __attribute__((weak));
extern void flk_key_code_101(void) __asm__("swift_isUniquelyReferenced_nonNull_native") __attribute__((weak));
extern void flk_key_code_102(void) __asm__("$ss6HasherV9_finalizeSiyF") __attribute__((weak));
extern void flk_key_code_103(void) __asm__("swift_arrayDestroy") __attribute__((weak));
extern void flk_key_code_104(void) __asm__("$sSS4hash4intoys6HasherVz_tF") __attribute__((weak));
extern void flk_key_code_105(void) __asm__("$sScfsE14isMainExecutorSbvg") __attribute__((weak));
extern void flk_key_code_106(void) __asm__("_ZN5swift7runtime9AccessSet6insertEPNS0_6AccessEPvS4_NS_16ExclusivityFlagsE") __attribute__((weak));
extern void flk_key_code_107(void) __asm__("swift_getKeyPath") __attribute__((weak));
extern void flk_key_code_108(void) __asm__("$ss17_swift_getKeyPath7pattern9argumentsSVSv_SVtF") __attribute__((weak));
extern void flk_key_code_109(void) __asm__("swift_bridgeObjectRetain") __attribute__((weak));
extern void flk_key_code_110(void) __asm__("$ss6HasherV7combine5bytesySW_tF") __attribute__((weak));
extern void flk_key_code_111(void) __asm__("$ss6HasherV5_seedABSi_tcfC") __attribute__((weak));
extern void flk_key_code_112(void) __asm__("swift_endAccess") __attribute__((weak));
extern void flk_key_code_113(void) __asm__("$s10TerminalUI9KeyReaderV7rawKeys33_D36EFDE33BCA181CEA5EFE22689907CBLLSayAA0C0OGyFTf4d_n") __attribute__((weak));
extern void flk_key_code_114(void) __asm__("$s10ViewModels11KeyBindingsV6action3for2inAA0C6ActionOSgAA0C4NameO_AA0C7ContextOtFTf4nnx_n") __attribute__((weak));
extern void flk_key_code_115(void) __asm__("attroff") __attribute__((weak));
extern void flk_key_code_116(void) __asm__("wattrset") __attribute__((weak));
extern void flk_key_code_117(void) __asm__("wattr_get") __attribute__((weak));
extern void flk_key_code_118(void) __asm__("get_wch") __attribute__((weak));
extern void flk_key_code_119(void) __asm__("mvaddnwstr") __attribute__((weak));
extern void flk_key_code_120(void) __asm__("wget_wch") __attribute__((weak));
extern void flk_key_code_121(void) __asm__("_ZN5swift9RefCountsINS_13RefCountBitsTILNS_19RefCountInlinednessE1EEEE13incrementSlowES3_j") __attribute__((weak));
extern void flk_key_code_122(void) __asm__("$sScA15unownedExecutorScevgTj") __attribute__((weak));
extern void flk_key_code_123(void) __asm__("$s10TerminalUI0A3AppC3act33_B755C313297C0CFB8D4F05E2281575F6LLyyF") __attribute__((weak));
extern void flk_key_code_124(void) __asm__("_ZN5swift7runtime15SwiftTLSContext3getEv") __attribute__((weak));
extern void flk_key_code_125(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlFs5Int32V_Tg5") __attribute__((weak));
extern void flk_key_code_126(void) __asm__("$s10TerminalUI10KeyDecoderV6decodeySayAA0C0OGAGF") __attribute__((weak));
extern void flk_key_code_127(void) __asm__("swift_task_getMainExecutor") __attribute__((weak));
extern void flk_key_code_128(void) __asm__("_ZN5swift12metadataimpl14ValueWitnessesINS0_18SwiftRetainableBoxEE7destroyEPNS_11OpaqueValueEPKNS_14TargetMetadataINS_9InProcessEEE") __attribute__((weak));
extern void flk_key_code_129(void) __asm__("_nc_wgetch") __attribute__((weak));
extern void flk_key_code_130(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF10ViewModels7KeyNameO_Tg5") __attribute__((weak));
extern void flk_key_code_131(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10TerminalUI3KeyO_Tg5") __attribute__((weak));
extern void flk_key_code_132(void) __asm__("swift_initStaticObject") __attribute__((weak));
extern void flk_key_code_133(void) __asm__("swift_arrayInitWithCopy") __attribute__((weak));
extern void flk_key_code_134(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF10ViewModels10KeyContextO_Tg5") __attribute__((weak));
extern void flk_key_code_135(void) __asm__("$sSYsSHRzSH8RawValueSYRpzrlE08_rawHashB04seedS2i_tF10ViewModels10KeyContextO_Tgq5") __attribute__((weak));
extern void flk_key_code_136(void) __asm__("swift_createDefaultExecutorsOnce") __attribute__((weak));
extern void flk_key_code_137(void) __asm__("swift_bridgeObjectRetain_n") __attribute__((weak));
extern void flk_key_code_138(void) __asm__("$s10ViewModels013SearchResultsA5ModelC15noticeDismissedyyF") __attribute__((weak));
extern void flk_key_code_139(void) __asm__("_swift_observation_tls_get") __attribute__((weak));
extern void flk_key_code_140(void) __asm__("_nc_timed_wait") __attribute__((weak));
extern void flk_key_code_141(void) __asm__("$s10ViewModels7KeyNameO4hash4intoys6HasherVz_tF") __attribute__((weak));
extern void flk_key_code_142(void) __asm__("$ss6HasherV8_combineyys5UInt8VF") __attribute__((weak));
extern void flk_key_code_143(void) __asm__("is_wintouched") __attribute__((weak));
extern void flk_key_code_144(void) __asm__("wtouchln") __attribute__((weak));
extern void flk_key_code_145(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP4helpAA12HelpContentsVSgvgTW") __attribute__((weak));
extern void flk_key_code_146(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlF10ViewModels7KeyNameO_Tg5") __attribute__((weak));
extern void flk_key_code_147(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP10exitStatuss5Int32VSgvgTW") __attribute__((weak));
extern void flk_key_code_148(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP11newSearchesSivgTW") __attribute__((weak));
extern void flk_key_code_149(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP7redrawsSivgTW") __attribute__((weak));
extern void flk_key_code_150(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP5bellsSivgTW") __attribute__((weak));
extern void flk_key_code_151(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlFs5Int32V_Tg5") __attribute__((weak));
extern void flk_key_code_152(void) __asm__("swift_once") __attribute__((weak));
extern void flk_key_code_153(void) __asm__("swift_retain_n") __attribute__((weak));
extern void flk_key_code_154(void) __asm__("$sSJ4hash4intoys6HasherVz_tF") __attribute__((weak));
extern void flk_key_code_155(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD4TypeA2aDP7outputsAA0caD7Outputs_pvgTW") __attribute__((weak));
extern void flk_key_code_156(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP6layoutAA0D6LayoutOvgTW") __attribute__((weak));
extern void flk_key_code_157(void) __asm__("$s10TerminalUI3KeyO14terminalScalarACSgs6UInt32V_tcfCTf4nd_n") __attribute__((weak));
extern void flk_key_code_158(void) __asm__("$s10TerminalUI3KeyOwxx") __attribute__((weak));
extern void flk_key_code_159(void) __asm__("$s10TerminalUI9KeyReaderVWOc") __attribute__((weak));
extern void flk_key_code_160(void) __asm__("$s10TerminalUI3KeyOWOe") __attribute__((weak));
extern void flk_key_code_161(void) __asm__("$s10TerminalUI9KeyReaderVwcp") __attribute__((weak));
extern void flk_key_code_162(void) __asm__("$s10TerminalUI9KeyReaderVWOh") __attribute__((weak));
extern void flk_key_code_163(void) __asm__("swift_weakLoadStrong") __attribute__((weak));
extern void flk_key_code_164(void) __asm__("swift_isEscapingClosureAtFileLocation") __attribute__((weak));
extern void flk_key_code_165(void) __asm__("$s10ViewModels17SelectionViewportV6scroll33_2A1B70160571967959982770249FCA98LLyyF") __attribute__((weak));
extern void flk_key_code_166(void) __asm__("$s10TerminalUI3KeyOWOy") __attribute__((weak));
extern void flk_key_code_167(void) __asm__("$s10TerminalUI9KeyReaderVwxx") __attribute__((weak));
extern void flk_key_code_168(void) __asm__("$s10ViewModels7KeyNameOSgWOe") __attribute__((weak));
extern void flk_key_code_169(void) __asm__("$s10ViewModels7KeyNameOWOe") __attribute__((weak));
extern void flk_key_code_170(void) __asm__("$s10TerminalUI3KeyO4name10ViewModels0C4NameOSgvg") __attribute__((weak));
extern void flk_key_code_171(void) __asm__("$s10TerminalUI3KeyOWOh") __attribute__((weak));
extern void flk_key_code_172(void) __asm__("$s10ViewModels17SelectionViewportV23__derived_struct_equalsySbAC_ACtFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_173(void) __asm__("$sSasSQRzlE2eeoiySbSayxG_ABtFZ10TerminalUI3KeyO_Tt1g5") __attribute__((weak));
extern void flk_key_code_174(void) __asm__("_nc_screen_of") __attribute__((weak));
extern void flk_key_code_175(void) __asm__("_nc_handle_sigwinch") __attribute__((weak));
extern void flk_key_code_176(void) __asm__("$s10ViewModels12HelpContentsVSgWOy") __attribute__((weak));
extern void flk_key_code_177(void) __asm__("$ss15ContinuousClockV7InstantVSg_AEtMa") __attribute__((weak));
extern void flk_key_code_178(void) __asm__("$ss15ContinuousClockV7InstantVMa") __attribute__((weak));
extern void flk_key_code_179(void) __asm__("$ss27_stringCompareWithSmolCheck__9expectingSbs11_StringGutsV_ADs01_G16ComparisonResultOtF") __attribute__((weak));
extern void flk_key_code_180(void) __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyF") __attribute__((weak));
extern void flk_key_code_181(void) __asm__("$s10TerminalUI13ResultsScreenC9drawParts2on7changedyAA6CanvasV_yyYbScMYcctF") __attribute__((weak));
extern void flk_key_code_182(void) __asm__("$s11Observation04withA8Tracking_8onChangexxyXE_yyYbcyXKtlF") __attribute__((weak));
extern void flk_key_code_183(void) __asm__("$s10TerminalUI6CanvasV7presentyyF") __attribute__((weak));
extern void flk_key_code_184(void) __asm__("__wrap_doupdate") __attribute__((weak));
extern void flk_key_code_185(void) __asm__("$s10TerminalUI13ResultsScreenC9planSlots33_E2D85A74ED32AAD52CA445668A49F65CLL_2onSi10ViewModels06SearchcP12ModelOutputs_p_AA6CanvasVtF") __attribute__((weak));
extern void flk_key_code_186(void) __asm__("wadd_wch") __attribute__((weak));
extern void flk_key_code_187(void) __asm__("_nc_outc_wrapper") __attribute__((weak));
extern void flk_key_code_188(void) __asm__("_nc_flush_sp") __attribute__((weak));
extern void flk_key_code_189(void) __asm__("_nc_outch_sp") __attribute__((weak));
extern void flk_key_code_190(void) __asm__("tputs_sp") __attribute__((weak));
extern void flk_key_code_191(void) __asm__("_nc_putp_sp") __attribute__((weak));
extern void flk_key_code_192(void) __asm__("tputs") __attribute__((weak));
extern void flk_key_code_193(void) __asm__("$s11Observation0A9RegistrarV12withMutation2of7keyPath_q0_x_s03KeyG0Cyxq_Gq0_yKXEtKAA10ObservableRzr1_lF") __attribute__((weak));
extern void flk_key_code_194(void) __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyFAA6Screen_pSgyXEfU1_") __attribute__((weak));
extern void flk_key_code_195(void) __asm__("$s10TerminalUI0A3AppC9drawFrame33_B755C313297C0CFB8D4F05E2281575F6LL_8tooSmall8overlaidAA6Screen_pSgAI_SaySSGSgSbtF") __attribute__((weak));
extern void flk_key_code_196(void) __asm__("$s10TerminalUI12ImagePainterC10frameDrawnyyF") __attribute__((weak));
extern void flk_key_code_197(void) __asm__("$s10TerminalUI13ResultsScreenC12drawTitleBar33_E2D85A74ED32AAD52CA445668A49F65CLL_2ony10ViewModels06SearchcQ12ModelOutputs_p_AA6CanvasVtF") __attribute__((weak));
extern void flk_key_code_198(void) __asm__("waddnwstr") __attribute__((weak));
extern void flk_key_code_199(void) __asm__("flk_move_cursor") __attribute__((weak));
extern void flk_key_code_200(void) __asm__("$s10TerminalUI6CanvasV3bar3row4left5right4role11besideDrawnySi_S2SAA5ThemeV4RoleOSSSgtF") __attribute__((weak));
extern void flk_key_code_201(void) __asm__("$s10TerminalUI13ResultsScreenCAA0D0A2aDP4draw2onyAA6CanvasV_tFTW") __attribute__((weak));
extern void flk_key_code_202(void) __asm__("$s10TerminalUI13ResultsScreenC4draw2onyAA6CanvasV_tF") __attribute__((weak));
extern void flk_key_code_203(void) __asm__("$ss10AnyKeyPathC4hash4intoys6HasherVz_tF") __attribute__((weak));
extern void flk_key_code_204(void) __asm__("vid_puts_sp") __attribute__((weak));
extern void flk_key_code_205(void) __asm__("vid_puts") __attribute__((weak));
extern void flk_key_code_206(void) __asm__("wnoutrefresh") __attribute__((weak));
extern void flk_key_code_207(void) __asm__("$ss6HasherV5_hash4seed_S2i_s6UInt64VtFZ") __attribute__((weak));
extern void flk_key_code_208(void) __asm__("__wrap__nc_tiparm") __attribute__((weak));
extern void flk_key_code_209(void) __asm__("$s10ViewModels013SearchResultsA5ModelC8positionSSvg") __attribute__((weak));
extern void flk_key_code_210(void) __asm__("$s11Observation0A8TrackingV6cancelyyF") __attribute__((weak));
extern void flk_key_code_211(void) __asm__("$s10ViewModels013SearchResultsA5ModelC8positionSSvgSSSiXEfU_") __attribute__((weak));
extern void flk_key_code_212(void) __asm__("_nc_pair_content") __attribute__((weak));
extern void flk_key_code_213(void) __asm__("_nc_do_color_sp") __attribute__((weak));
extern void flk_key_code_214(void) __asm__("$sSh8_VariantV6insertySb8inserted_x17memberAfterInserttxnFSi_Tg5") __attribute__((weak));
extern void flk_key_code_215(void) __asm__("$s10ViewModels013SearchResultsA5ModelC4rows2inSayAA010ResultItemaE4Type_pGSnySiG_tF") __attribute__((weak));
extern void flk_key_code_216(void) __asm__("$ss18_DictionaryStorageC6resize8original8capacity4moveAByxq_Gs05__RawaB0C_SiSbtFZ") __attribute__((weak));
extern void flk_key_code_217(void) __asm__("$s10TerminalUI12ImagePainterC4send33_F818917310E8169F8C1C24501EFBACD4LL6unsentSbySays5UInt8VGXE_tF04$s10a4UI12cd21C9frameSentSbyFySays5M7VGXEfU_ACTf1cn_nTf4ng_n") __attribute__((weak));
extern void flk_key_code_218(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP17firstVisibleIndexSivgTW") __attribute__((weak));
extern void flk_key_code_219(void) __asm__("$ss11_SetStorageC6resize8original8capacity4moveAByxGs05__RawaB0C_SiSbtFZ") __attribute__((weak));
extern void flk_key_code_220(void) __asm__("$ss10_NativeSetV9insertNew_2at8isUniqueyxn_s10_HashTableV6BucketVSbtFSi_Tg5") __attribute__((weak));
extern void flk_key_code_221(void) __asm__("__wrap_wcwidth") __attribute__((weak));
extern void flk_key_code_222(void) __asm__("$s10TerminalUI6CanvasVwcp") __attribute__((weak));
extern void flk_key_code_223(void) __asm__("$sSlsE5first7ElementQzSgvgSS17UnicodeScalarViewV_Tg5") __attribute__((weak));
extern void flk_key_code_224(void) __asm__("$s10TerminalUI0A6OutputC12frameFlushedyyF") __attribute__((weak));
extern void flk_key_code_225(void) __asm__("$ss23CustomStringConvertibleP11descriptionSSvgTj") __attribute__((weak));
extern void flk_key_code_226(void) __asm__("whline") __attribute__((weak));
extern void flk_key_code_227(void) __asm__("wmove") __attribute__((weak));
extern void flk_key_code_228(void) __asm__("$s10TerminalUI6CanvasVWOc") __attribute__((weak));
extern void flk_key_code_229(void) __asm__("$ss10_NativeSetV13copyAndResize8capacityySi_tFSi_Tg5") __attribute__((weak));
extern void flk_key_code_230(void) __asm__("$s10TerminalUI6CanvasVwxx") __attribute__((weak));
extern void flk_key_code_231(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF10TerminalUI5ThemeV4RoleO_Tg5") __attribute__((weak));
extern void flk_key_code_232(void) __asm__("$s10TerminalUI13ResultsScreenC8drawTail33_E2D85A74ED32AAD52CA445668A49F65CLL_2ony10ViewModels06SearchcP12ModelOutputs_p_AA6CanvasVtF") __attribute__((weak));
extern void flk_key_code_233(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlFSO_Tg5") __attribute__((weak));
extern void flk_key_code_234(void) __asm__("$s5Model12TerminalTextO16isPrintableASCII33_4DCF6A73EECA57F3AF16E403A0BB28EFLLySbSSFZTf4nd_n") __attribute__((weak));
extern void flk_key_code_235(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP13selectedIndexSiSgvgTW") __attribute__((weak));
extern void flk_key_code_236(void) __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyFyyYbcyXEfu_yyYbcfU2_") __attribute__((weak));
extern void flk_key_code_237(void) __asm__("$ss11_SetStorageCfD") __attribute__((weak));
extern void flk_key_code_238(void) __asm__("setcchar") __attribute__((weak));
extern void flk_key_code_239(void) __asm__("flk_fill") __attribute__((weak));
extern void flk_key_code_240(void) __asm__("$ss18_DictionaryStorageCfd") __attribute__((weak));
extern void flk_key_code_241(void) __asm__("_nc_synchook") __attribute__((weak));
extern void flk_key_code_242(void) __asm__("wsyncdown") __attribute__((weak));
extern void flk_key_code_243(void) __asm__("$s5Model12TerminalTextO12displayWidthySiSSFZ") __attribute__((weak));
extern void flk_key_code_244(void) __asm__("$ss11_StringGutsV19validateScalarIndexySS0E0VAEF") __attribute__((weak));
extern void flk_key_code_245(void) __asm__("$s10TerminalUI13ResultsScreenC9drawParts2on7changedyAA6CanvasV_yyYbScMYcctFyyXEfU4_") __attribute__((weak));
extern void flk_key_code_246(void) __asm__("$s10ViewModels013SearchResultsA5ModelC10listStatusAA0G4LineVSgvg") __attribute__((weak));
extern void flk_key_code_247(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10TerminalUI13ResultsScreenC7SlotDue33_E2D85A74ED32AAD52CA445668A49F65CLLV_Tg5") __attribute__((weak));
extern void flk_key_code_248(void) __asm__("_nc_render") __attribute__((weak));
extern void flk_key_code_249(void) __asm__("_ZN5swift12metadataimpl14ValueWitnessesINS0_19ClassExistentialBoxILj1EEEE7destroyEPNS_11OpaqueValueEPKNS_14TargetMetadataINS_9InProcessEEE") __attribute__((weak));
extern void flk_key_code_250(void) __asm__("$s10TerminalUI6CanvasV5blank3row7columnsySi_SnySiGtFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_251(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP10statusLineAA06StatusH0VvgTW") __attribute__((weak));
extern void flk_key_code_252(void) __asm__("$s10ViewModels013SearchResultsA5ModelC10statusLineAA06StatusG0Vvg") __attribute__((weak));
extern void flk_key_code_253(void) __asm__("$sSQ2eeoiySbx_xtFZTj") __attribute__((weak));
extern void flk_key_code_254(void) __asm__("swift_weakInit") __attribute__((weak));
extern void flk_key_code_255(void) __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyFyyYbcyXEfu_yyYbcfU2_yyScMYcXEfU_") __attribute__((weak));
extern void flk_key_code_256(void) __asm__("_ZN5swift9RefCountsINS_13RefCountBitsTILNS_19RefCountInlinednessE1EEEE17formWeakReferenceEv") __attribute__((weak));
extern void flk_key_code_257(void) __asm__("wvline_set") __attribute__((weak));
extern void flk_key_code_258(void) __asm__("swift_bridgeObjectRelease_n") __attribute__((weak));
extern void flk_key_code_259(void) __asm__("$s10ViewModels12PhotoActionsC10statusLineAA06StatusF0VSgvg") __attribute__((weak));
extern void flk_key_code_260(void) __asm__("_nc_baudrate") __attribute__((weak));
extern void flk_key_code_261(void) __asm__("swift_release_n") __attribute__((weak));
extern void flk_key_code_262(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP12emptyMessageSSSgvgTW") __attribute__((weak));
extern void flk_key_code_263(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10ViewModels010ResultItemP9ModelType_p_Tg5") __attribute__((weak));
extern void flk_key_code_264(void) __asm__("$s10ViewModels013SearchResultsA5ModelC12emptyMessageSSSgvg") __attribute__((weak));
extern void flk_key_code_265(void) __asm__("$ss11_SetStorageCfd") __attribute__((weak));
extern void flk_key_code_266(void) __asm__("flk_cols") __attribute__((weak));
extern void flk_key_code_267(void) __asm__("$sSh8containsySbxF10TerminalUI0B3AppC0D4Part33_B755C313297C0CFB8D4F05E2281575F6LLO_Tg5Tf4dn_n") __attribute__((weak));
extern void flk_key_code_268(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP5titleSSvgTW") __attribute__((weak));
extern void flk_key_code_269(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlFSO_Tg5") __attribute__((weak));
extern void flk_key_code_270(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP11originLabelSSSgvgTW") __attribute__((weak));
extern void flk_key_code_271(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP8geometryAA0D8GeometryVvgTW") __attribute__((weak));
extern void flk_key_code_272(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP8tooSmallSaySSGSgvgTW") __attribute__((weak));
extern void flk_key_code_273(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlF10TerminalUI5ThemeV4RoleO_Tg5") __attribute__((weak));
extern void flk_key_code_274(void) __asm__("$s10ViewModels15ResultsGeometryV4slotySi4line_Si6columntSiF") __attribute__((weak));
extern void flk_key_code_275(void) __asm__("$s10TerminalUI6CanvasVwet") __attribute__((weak));
extern void flk_key_code_276(void) __asm__("wattr_on") __attribute__((weak));
extern void flk_key_code_277(void) __asm__("swift_weakDestroy") __attribute__((weak));
extern void flk_key_code_278(void) __asm__("$s10TerminalUI15ResultsOnScreenV8TitleBarVSgWOe") __attribute__((weak));
extern void flk_key_code_279(void) __asm__("swift_getCanonicalSpecializedMetadata") __attribute__((weak));
extern void flk_key_code_280(void) __asm__("$s10TerminalUI6CanvasV10beginFrame7keepingySOSg_tF") __attribute__((weak));
extern void flk_key_code_281(void) __asm__("$s10TerminalUI15ResultsOnScreenV8TitleBarVSgWOy") __attribute__((weak));
extern void flk_key_code_282(void) __asm__("wattr_off") __attribute__((weak));
extern void flk_key_code_283(void) __asm__("_swift_observation_tls_set") __attribute__((weak));
extern void flk_key_code_284(void) __asm__("$s10ViewModels15ResultsGeometryV23__derived_struct_equalsySbAC_ACtFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_285(void) __asm__("$s5Model9PhotoPageV7hasMoreSbvg") __attribute__((weak));
extern void flk_key_code_286(void) __asm__("flk_line_records_known") __attribute__((weak));
extern void flk_key_code_287(void) __asm__("$s10ViewModels013SearchResultsA12ModelOutputs_pWOb") __attribute__((weak));
extern void flk_key_code_288(void) __asm__("$s10TerminalUI6CanvasVwst") __attribute__((weak));
extern void flk_key_code_289(void) __asm__("curs_set_sp") __attribute__((weak));
extern void flk_key_code_290(void) __asm__("curs_set") __attribute__((weak));
extern void flk_key_code_291(void) __asm__("$s5Model12AnswerOriginO5labelSSSgvg") __attribute__((weak));
extern void flk_key_code_292(void) __asm__("flk_attr_bold") __attribute__((weak));
extern void flk_key_code_293(void) __asm__("$sSh8containsySbxF10TerminalUI5ThemeV4RoleO_Tg5") __attribute__((weak));
extern void flk_key_code_294(void) __asm__("leaveok") __attribute__((weak));
extern void flk_key_code_295(void) __asm__("$s10TerminalUI13ResultsScreenCAA0D0A2aDP15keepsItsDrawingSbvgTW") __attribute__((weak));
extern void flk_key_code_296(void) __asm__("flk_restyle") __attribute__((weak));
extern void flk_key_code_297(void) __asm__("wchgat") __attribute__((weak));
extern void flk_key_code_298(void) __asm__("__wrap_wcrtomb") __attribute__((weak));
extern void flk_key_code_299(void) __asm__("$ss22_stringCompareInternal__9expectingSbs11_StringGutsV_ADs01_E16ComparisonResultOtF") __attribute__((weak));
extern void flk_key_code_300(void) __asm__("$s10TerminalUI6CanvasV4text_3row6column5width4role4boldySS_S3iSgAA5ThemeV4RoleOSbtFSSAD_Says5Int32VG4wideSi6blanksSi0N2AttyXEfU_") __attribute__((weak));
extern void flk_key_code_301(void) __asm__("$sSS5index_8offsetBy07limitedC0SS5IndexVSgAE_SiAEtF") __attribute__((weak));
extern void flk_key_code_302(void) __asm__("$sSKsE8dropLasty11SubSequenceQzSiFSS_Tg5Tf4ng_n") __attribute__((weak));
extern void flk_key_code_303(void) __asm__("$sSSySsSnySS5IndexVGcig") __attribute__((weak));
extern void flk_key_code_304(void) __asm__("$s5Model12TerminalTextO3cut33_4DCF6A73EECA57F3AF16E403A0BB28EFLL_7toWidth8ellipsisSS4text_Si7columnstSS_SiSJtFZTf4nnnd_n") __attribute__((weak));
extern void flk_key_code_305(void) __asm__("$s5Model12TerminalTextO9truncated_7toWidth8ellipsisS2S_SiSJtFZ") __attribute__((weak));
extern void flk_key_code_306(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtFs5Int32V_Tg5") __attribute__((weak));
extern void flk_key_code_307(void) __asm__("$s5Model12TerminalTextO9sanitized_15keepingNewlinesS2S_SbtFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_308(void) __asm__("$s5Model12TerminalTextO8drawableyS2SFZ") __attribute__((weak));
extern void flk_key_code_309(void) __asm__("$s10ViewModels013SearchResultsA5ModelC8moveDownyyFyAA17SelectionViewportVzXEfU_") __attribute__((weak));
extern void flk_key_code_310(void) __asm__("$s10TerminalUI6GlyphsO3mapyS2SF") __attribute__((weak));
extern void flk_key_code_311(void) __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntF10TerminalUI11FittedTextsC3Key33_B23C8CEA079DA2255118F992931939D1LLVySS4text_Says5Int32VG4wideSi6blanksSi0X2Att_G_SSAQ_AtUSiAVSiAWtTg5") __attribute__((weak));
extern void flk_key_code_312(void) __asm__("$s10TerminalUI6CanvasV6scroll4rows2byySnySiG_SitF") __attribute__((weak));
extern void flk_key_code_313(void) __asm__("$s10TerminalUI11FittedTextsC4text_5width3fitxSS_SixyXEtFSS_Tg504$s10A42UI6CanvasV6fitted_7toWidthS2S_SitFSSyXEfU_SSSiTf1nncn_nTf4nnngn_n") __attribute__((weak));
extern void flk_key_code_314(void) __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsA2aDP10countsTextSSvgTW") __attribute__((weak));
extern void flk_key_code_315(void) __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsA2aDP9thumbnailAA10ImageStateOvgTW") __attribute__((weak));
extern void flk_key_code_316(void) __asm__("$s10TerminalUI15ResultsOnScreenV6scroll2byySi_tF") __attribute__((weak));
extern void flk_key_code_317(void) __asm__("_ZN5swift12metadataimpl14ValueWitnessesINS0_18SwiftRetainableBoxEE18initializeWithCopyEPNS_11OpaqueValueES5_PKNS_14TargetMetadataINS_9InProcessEEE") __attribute__((weak));
extern void flk_key_code_318(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10TerminalUI15ResultsOnScreenV4SlotO_Tg5") __attribute__((weak));
extern void flk_key_code_319(void) __asm__("$s5Model20DeferredPhotoServiceC13fetchesCountsSbvg") __attribute__((weak));
extern void flk_key_code_320(void) __asm__("$s10TerminalUI15ResultsOnScreenV4TailVSgWOe") __attribute__((weak));
extern void flk_key_code_321(void) __asm__("$s10TerminalUI15ScreenNavigatorC10ViewModels0E13ModelServicesAadEP6photos0G018PhotoSearchService_pvgTW") __attribute__((weak));
extern void flk_key_code_322(void) __asm__("$s10TerminalUI6GlyphsO3mapyS2JF") __attribute__((weak));
extern void flk_key_code_323(void) __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsA2aDP5titleSSvgTW") __attribute__((weak));
extern void flk_key_code_324(void) __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsA2aDP8subtitleSSvgTW") __attribute__((weak));
extern void flk_key_code_325(void) __asm__("$ss10_HashTableV12previousHole6beforeAB6BucketVAF_tF") __attribute__((weak));
extern void flk_key_code_326(void) __asm__("$s5Model14CatalogServiceCAA011PhotoSearchC0A2aDP13fetchesCountsSbvgTW") __attribute__((weak));
extern void flk_key_code_327(void) __asm__("__wrap__nc_mvcur_sp") __attribute__((weak));
extern void flk_key_code_328(void) __asm__("_nc_mvcur_sp") __attribute__((weak));
extern void flk_key_code_329(void) __asm__("flk_scroll_lines") __attribute__((weak));
extern void flk_key_code_330(void) __asm__("$s10TerminalUI12ImagePainterC6scroll4rows2by16terminalScrolledySnySiG_SiSbtF") __attribute__((weak));
extern void flk_key_code_331(void) __asm__("$s10TerminalUI12ImagePainterC5Shift33_F818917310E8169F8C1C24501EFBACD4LLV5movedyAC11OverlayGridAELLVAIF") __attribute__((weak));
extern void flk_key_code_332(void) __asm__("_nc_scrolln_sp") __attribute__((weak));
extern void flk_key_code_333(void) __asm__("_nc_scrolln") __attribute__((weak));
extern void flk_key_code_334(void) __asm__("flk_scroll_window_lines") __attribute__((weak));
extern void flk_key_code_335(void) __asm__("__wrap__nc_scroll_window") __attribute__((weak));
extern void flk_key_code_336(void) __asm__("flk_lines_alike") __attribute__((weak));
extern void flk_key_code_337(void) __asm__("$s10TerminalUI12ImagePainterC5Shift33_F818917310E8169F8C1C24501EFBACD4LLV5movedySDySiSnySiGGAIF") __attribute__((weak));
extern void flk_key_code_338(void) __asm__("$ss17_NativeDictionaryV5merge_8isUnique16uniquingKeysWithyqd__n_Sbq_q__q_tKXEtKSTRd__x_q_t7ElementRtd__lFSi_SnySiGSaySi_AHtGTg5012$sSD20uniquegh33ValuesSDyxq_Gqd__n_tcSTRd__x_q_t7i29Rtd__lufcq_q__q_tKXEfU_Si_Snyu4GSayU8_AEtGTG5Tf1nncn_n") __attribute__((weak));
extern void flk_key_code_339(void) __asm__("_nc_str_init") __attribute__((weak));
extern void flk_key_code_340(void) __asm__("_nc_safe_strcpy") __attribute__((weak));
extern void flk_key_code_341(void) __asm__("$s10TerminalUI12ImagePainterC5Shift33_F818917310E8169F8C1C24501EFBACD4LLV5movedySayAC10UnsentCellAELLVGAJF") __attribute__((weak));
extern void flk_key_code_342(void) __asm__("_nc_scroll_oldhash_sp") __attribute__((weak));
extern void flk_key_code_343(void) __asm__("$s10ViewModels10ImageStateOWOh") __attribute__((weak));
extern void flk_key_code_344(void) __asm__("$s10ViewModels10ImageStateOwxx") __attribute__((weak));
extern void flk_key_code_345(void) __asm__("$s10TerminalUI13ResultsScreenC9drawParts2on7changedyAA6CanvasV_yyYbScMYcctFyyXEfU2_") __attribute__((weak));
extern void flk_key_code_346(void) __asm__("$s10TerminalUI13ResultsScreenC7drawRow33_E2D85A74ED32AAD52CA445668A49F65CLL_8selected3row8geometry2ony10ViewModels010ResultItemS12ModelOutputs_p_SbSiAJ0C8GeometryVAA6CanvasVtFTf4nnnnnd_n") __attribute__((weak));
extern void flk_key_code_347(void) __asm__("$s10TerminalUI13ResultsScreenC13drawThumbnail33_E2D85A74ED32AAD52CA445668A49F65CLL_3row6column5cells2ony10ViewModels10ImageStateO_S3i7columns_Si4rowstAA6CanvasVtFTf4nnnnnnd_n") __attribute__((weak));
extern void flk_key_code_348(void) __asm__("$sSS27unsafeUninitializedCapacity20initializingUTF8WithSSSi_SiSrys5UInt8VGKXEtKcfC") __attribute__((weak));
extern void flk_key_code_349(void) __asm__("$s10TerminalUI13ResultsScreenC21drawSubtitleAndCounts33_E2D85A74ED32AAD52CA445668A49F65CLL_3row6column2ony10ViewModels010ResultItemT12ModelOutputs_p_S2iAA6CanvasVtFTf4nnnnd_n") __attribute__((weak));
extern void flk_key_code_350(void) __asm__("$s5Model12TerminalTextO6fitted_7toWidthS2S_SitFZ") __attribute__((weak));
extern void flk_key_code_351(void) __asm__("$s10TerminalUI13ObservedApartC3run_7changed_qd__x_yxYbScMYccqd__yXEtlFyyYbcyXEfu_AA13ResultsScreenC4Part33_E2D85A74ED32AAD52CA445668A49F65CLLO_ytTG5") __attribute__((weak));
extern void flk_key_code_352(void) __asm__("$s5Model12TerminalTextO6fitted_7toWidthS2S_SitFZSSSRys5UInt8VGXEfU_SiSryAGGXEfU_") __attribute__((weak));
extern void flk_key_code_353(void) __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntF10TerminalUI11FittedTextsC3Key33_B23C8CEA079DA2255118F992931939D1LLVySS_G_SSTg5") __attribute__((weak));
extern void flk_key_code_354(void) __asm__("flk_frame_clears") __attribute__((weak));
extern void flk_key_code_355(void) __asm__("$ss32_copyCollectionToContiguousArrayys0dE0Vy7ElementQzGxSlRzlFSS8UTF8ViewV_Tgq5") __attribute__((weak));
extern void flk_key_code_356(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF5Model8RGBImageV_Tg5") __attribute__((weak));
extern void flk_key_code_357(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlF5Model8RGBImageV_Tg5") __attribute__((weak));
extern void flk_key_code_358(void) __asm__("$s5Model8RGBImageVWOc") __attribute__((weak));
extern void flk_key_code_359(void) __asm__("$s5Model8RGBImageVwcp") __attribute__((weak));
extern void flk_key_code_360(void) __asm__("$s5Model8RGBImageVWOh") __attribute__((weak));
extern void flk_key_code_361(void) __asm__("$s5Model8RGBImageVwxx") __attribute__((weak));
extern void flk_key_code_362(void) __asm__("$s20FoundationEssentials4DataVSgWOy") __attribute__((weak));
extern void flk_key_code_363(void) __asm__("$s10TerminalUI12ImagePainterC4send33_F818917310E8169F8C1C24501EFBACD4LL6unsentSbySays5UInt8VGXE_tF04$s10a4UI12cd22C10frameReadyyyFySays5M7VGXEfU_Tf1cn_n") __attribute__((weak));
extern void flk_key_code_364(void) __asm__("swift_getCanonicalPrespecializedGenericMetadata") __attribute__((weak));
extern void flk_key_code_365(void) __asm__("_ZN5swift20LockingConcurrentMapINS_17GenericCacheEntryENS_27LockingConcurrentMapStorageIS1_Lt14EEEE11getOrInsertINS_16MetadataCacheKeyEJRNS_15MetadataRequestERPKNS_27TargetTypeContextDescriptorINS_9InProcessEEERPKPKvEEESt4pairIPS1_NS_16MetadataResponseEET_DpOT0_") __attribute__((weak));
extern void flk_key_code_366(void) __asm__("_ZN5swift38StableAddressConcurrentReadableHashMapINS_17GenericCacheEntryENS_23TaggedMetadataAllocatorILt14EEENS_5MutexEE11getOrInsertINS_16MetadataCacheKeyEJRNS_17MetadataWaitQueue6WorkerERNS_15MetadataRequestERPKNS_27TargetTypeContextDescriptorINS_9InProcessEEERPKPKvEEESt4pairIPS1_bET_DpOT0_") __attribute__((weak));
extern void flk_key_code_367(void) __asm__("_ZNK5swift16MetadataCacheKeyeqERKS0_") __attribute__((weak));
extern void flk_key_code_368(void) __asm__("_ZN5swift22MetadataCacheEntryBaseINS_17GenericCacheEntryEJPKvEE20awaitSatisfyingStateERNS_18ConcurrencyControlENS_15MetadataRequestE") __attribute__((weak));
extern void flk_key_code_369(void) __asm__("_ZN5swift15AtomicWaitQueueINS_17MetadataWaitQueueENS_13IndirectMutexEE6WorkerD2Ev") __attribute__((weak));
extern void flk_key_code_370(void) __asm__("$sSa6append10contentsOfyqd__n_t7ElementQyd__RszSTRd__lFs5UInt8V_SayAFGTg5") __attribute__((weak));
extern void flk_key_code_371(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtFs5UInt8V_Tg5") __attribute__((weak));
extern void flk_key_code_372(void) __asm__("$ss11_StringGutsV8copyUTF84intoSiSgSrys5UInt8VG_tF") __attribute__((weak));
extern void flk_key_code_373(void) __asm__("$sSa6append10contentsOfyqd__n_t7ElementQyd__RszSTRd__lFs5UInt8V_SS8UTF8ViewVTg5") __attribute__((weak));
extern void flk_key_code_374(void) __asm__("$ss22_ContiguousArrayBufferV19_uninitializedCount15minimumCapacityAByxGSi_SitcfCs5UInt8V_Tt1gq5") __attribute__((weak));
extern void flk_key_code_375(void) __asm__("$sSa28_allocateBufferUninitialized15minimumCapacitys016_ContiguousArrayB0VyxGSi_tFZ") __attribute__((weak));
extern void flk_key_code_376(void) __asm__("$ss22_ContiguousArrayBufferV19_uninitializedCount15minimumCapacityAByxGSi_SitcfC") __attribute__((weak));
extern void flk_key_code_377(void) __asm__("$ss23_ContiguousArrayStorageCMa") __attribute__((weak));
extern void flk_key_code_378(void) __asm__("swift_isClassType") __attribute__((weak));
extern void flk_key_code_379(void) __asm__("$s20FoundationEssentials4DataVSgWOc") __attribute__((weak));
extern void flk_key_code_380(void) __asm__("_ZN5swift12metadataimpl29FixedSizeBufferValueWitnessesINS0_14ValueWitnessesINS0_18SwiftRetainableBoxEEELb1ELm8ELm8ELb1EE23getEnumTagSinglePayloadEPKNS_11OpaqueValueEjPKNS_14TargetMetadataINS_9InProcessEEE") __attribute__((weak));
extern void flk_key_code_381(void) __asm__("$s5Model8RGBImageV23__derived_struct_equalsySbAC_ACtFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_382(void) __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntF5Model8RGBImageV_10TerminalUI11MosaicImageVTg5") __attribute__((weak));
extern void flk_key_code_383(void) __asm__("_swift_stdlib_getScalarBitArrayIdx") __attribute__((weak));
extern void flk_key_code_384(void) __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntFs5Int64V_s5Int32VTg5") __attribute__((weak));
const char *const flk_key_code_lines[] = {
    (const char *)flk_key_code_0 + 0,
    (const char *)flk_key_code_1 + 0, (const char *)flk_key_code_1 + 64, (const char *)flk_key_code_1 + 128, (const char *)flk_key_code_1 + 196, (const char *)flk_key_code_1 + 259, (const char *)flk_key_code_1 + 320,
    (const char *)flk_key_code_2 + 32,
    (const char *)flk_key_code_3 + 0, (const char *)flk_key_code_3 + 64, (const char *)flk_key_code_3 + 136, (const char *)flk_key_code_3 + 242, (const char *)flk_key_code_3 + 256, (const char *)flk_key_code_3 + 323,
    (const char *)flk_key_code_4 + 18, (const char *)flk_key_code_4 + 81,
    (const char *)flk_key_code_5 + 0, (const char *)flk_key_code_5 + 65, (const char *)flk_key_code_5 + 129, (const char *)flk_key_code_5 + 192, (const char *)flk_key_code_5 + 257,
    (const char *)flk_key_code_6 + 0, (const char *)flk_key_code_6 + 58, (const char *)flk_key_code_6 + 113, (const char *)flk_key_code_6 + 177, (const char *)flk_key_code_6 + 243,
    (const char *)flk_key_code_7 + 0, (const char *)flk_key_code_7 + 35, (const char *)flk_key_code_7 + 530, (const char *)flk_key_code_7 + 545,
    (const char *)flk_key_code_8 + 0, (const char *)flk_key_code_8 + 48, (const char *)flk_key_code_8 + 118, (const char *)flk_key_code_8 + 176, (const char *)flk_key_code_8 + 242, (const char *)flk_key_code_8 + 306, (const char *)flk_key_code_8 + 370, (const char *)flk_key_code_8 + 519, (const char *)flk_key_code_8 + 584,
    (const char *)flk_key_code_9 + 0, (const char *)flk_key_code_9 + 48, (const char *)flk_key_code_9 + 114,
    (const char *)flk_key_code_10 + 0, (const char *)flk_key_code_10 + 17, (const char *)flk_key_code_10 + 82, (const char *)flk_key_code_10 + 146, (const char *)flk_key_code_10 + 211, (const char *)flk_key_code_10 + 272, (const char *)flk_key_code_10 + 337, (const char *)flk_key_code_10 + 404, (const char *)flk_key_code_10 + 583, (const char *)flk_key_code_10 + 593, (const char *)flk_key_code_10 + 669,
    (const char *)flk_key_code_11 + 17, (const char *)flk_key_code_11 + 81, (const char *)flk_key_code_11 + 700, (const char *)flk_key_code_11 + 720,
    (const char *)flk_key_code_12 + 51, (const char *)flk_key_code_12 + 652,
    (const char *)flk_key_code_13 + 0, (const char *)flk_key_code_13 + 259, (const char *)flk_key_code_13 + 320,
    (const char *)flk_key_code_14 + 17, (const char *)flk_key_code_14 + 80, (const char *)flk_key_code_14 + 145, (const char *)flk_key_code_14 + 208, (const char *)flk_key_code_14 + 274, (const char *)flk_key_code_14 + 336,
    (const char *)flk_key_code_15 + 18, (const char *)flk_key_code_15 + 82, (const char *)flk_key_code_15 + 144,
    (const char *)flk_key_code_16 + 0, (const char *)flk_key_code_16 + 63, (const char *)flk_key_code_16 + 115,
    (const char *)flk_key_code_17 + 17, (const char *)flk_key_code_17 + 80, (const char *)flk_key_code_17 + 272, (const char *)flk_key_code_17 + 338,
    (const char *)flk_key_code_18 + 0, (const char *)flk_key_code_18 + 66, (const char *)flk_key_code_18 + 130, (const char *)flk_key_code_18 + 194, (const char *)flk_key_code_18 + 260,
    (const char *)flk_key_code_19 + 0, (const char *)flk_key_code_19 + 64, (const char *)flk_key_code_19 + 128, (const char *)flk_key_code_19 + 192, (const char *)flk_key_code_19 + 258, (const char *)flk_key_code_19 + 321, (const char *)flk_key_code_19 + 384, (const char *)flk_key_code_19 + 451, (const char *)flk_key_code_19 + 514, (const char *)flk_key_code_19 + 577,
    (const char *)flk_key_code_20 + 17, (const char *)flk_key_code_20 + 506, (const char *)flk_key_code_20 + 588, (const char *)flk_key_code_20 + 595,
    (const char *)flk_key_code_21 + 0, (const char *)flk_key_code_21 + 51, (const char *)flk_key_code_21 + 114, (const char *)flk_key_code_21 + 179, (const char *)flk_key_code_21 + 249, (const char *)flk_key_code_21 + 306, (const char *)flk_key_code_21 + 864, (const char *)flk_key_code_21 + 881, (const char *)flk_key_code_21 + 944, (const char *)flk_key_code_21 + 1008, (const char *)flk_key_code_21 + 1072, (const char *)flk_key_code_21 + 1136, (const char *)flk_key_code_21 + 1207,
    (const char *)flk_key_code_22 + 0, (const char *)flk_key_code_22 + 66, (const char *)flk_key_code_22 + 128, (const char *)flk_key_code_22 + 193,
    (const char *)flk_key_code_23 + 0, (const char *)flk_key_code_23 + 168, (const char *)flk_key_code_23 + 192,
    (const char *)flk_key_code_24 + 0,
    (const char *)flk_key_code_25 + 18,
    (const char *)flk_key_code_26 + 0,
    (const char *)flk_key_code_27 + 0, (const char *)flk_key_code_27 + 17, (const char *)flk_key_code_27 + 83, (const char *)flk_key_code_27 + 144, (const char *)flk_key_code_27 + 208, (const char *)flk_key_code_27 + 272, (const char *)flk_key_code_27 + 337, (const char *)flk_key_code_27 + 400,
    (const char *)flk_key_code_28 + 0, (const char *)flk_key_code_28 + 53, (const char *)flk_key_code_28 + 116, (const char *)flk_key_code_28 + 176, (const char *)flk_key_code_28 + 249, (const char *)flk_key_code_28 + 304, (const char *)flk_key_code_28 + 371, (const char *)flk_key_code_28 + 759,
    (const char *)flk_key_code_29 + 0, (const char *)flk_key_code_29 + 18, (const char *)flk_key_code_29 + 131, (const char *)flk_key_code_29 + 146,
    (const char *)flk_key_code_30 + 0, (const char *)flk_key_code_30 + 33, (const char *)flk_key_code_30 + 127,
    (const char *)flk_key_code_31 + 0, (const char *)flk_key_code_31 + 50, (const char *)flk_key_code_31 + 115, (const char *)flk_key_code_31 + 180, (const char *)flk_key_code_31 + 241, (const char *)flk_key_code_31 + 306,
    (const char *)flk_key_code_32 + 0, (const char *)flk_key_code_32 + 34, (const char *)flk_key_code_32 + 98, (const char *)flk_key_code_32 + 160,
    (const char *)flk_key_code_33 + 0, (const char *)flk_key_code_33 + 48, (const char *)flk_key_code_33 + 215,
    (const char *)flk_key_code_34 + 0, (const char *)flk_key_code_34 + 16, (const char *)flk_key_code_34 + 80,
    (const char *)flk_key_code_35 + 0, (const char *)flk_key_code_35 + 66, (const char *)flk_key_code_35 + 128,
    (const char *)flk_key_code_36 + 0, (const char *)flk_key_code_36 + 521,
    (const char *)flk_key_code_37 + 0, (const char *)flk_key_code_37 + 35,
    (const char *)flk_key_code_38 + 0, (const char *)flk_key_code_38 + 64,
    (const char *)flk_key_code_39 + 0, (const char *)flk_key_code_39 + 17, (const char *)flk_key_code_39 + 82,
    (const char *)flk_key_code_40 + 0, (const char *)flk_key_code_40 + 53, (const char *)flk_key_code_40 + 114, (const char *)flk_key_code_40 + 180, (const char *)flk_key_code_40 + 241,
    (const char *)flk_key_code_41 + 0, (const char *)flk_key_code_41 + 69, (const char *)flk_key_code_41 + 130, (const char *)flk_key_code_41 + 328, (const char *)flk_key_code_41 + 384,
    (const char *)flk_key_code_42 + 0, (const char *)flk_key_code_42 + 67,
    (const char *)flk_key_code_43 + 54, (const char *)flk_key_code_43 + 114, (const char *)flk_key_code_43 + 176, (const char *)flk_key_code_43 + 241,
    (const char *)flk_key_code_44 + 19,
    (const char *)flk_key_code_45 + 0, (const char *)flk_key_code_45 + 55,
    (const char *)flk_key_code_46 + 0, (const char *)flk_key_code_46 + 17, (const char *)flk_key_code_46 + 194, (const char *)flk_key_code_46 + 2526,
    (const char *)flk_key_code_47 + 0, (const char *)flk_key_code_47 + 34, (const char *)flk_key_code_47 + 96, (const char *)flk_key_code_47 + 162, (const char *)flk_key_code_47 + 224, (const char *)flk_key_code_47 + 288,
    (const char *)flk_key_code_48 + 0, (const char *)flk_key_code_48 + 65,
    (const char *)flk_key_code_49 + 0, (const char *)flk_key_code_49 + 51, (const char *)flk_key_code_49 + 112,
    (const char *)flk_key_code_50 + 0, (const char *)flk_key_code_50 + 67,
    (const char *)flk_key_code_51 + 0,
    (const char *)flk_key_code_52 + 0, (const char *)flk_key_code_52 + 35,
    (const char *)flk_key_code_53 + 0,
    (const char *)flk_key_code_54 + 0, (const char *)flk_key_code_54 + 91,
    (const char *)flk_key_code_55 + 0,
    (const char *)flk_key_code_56 + 0,
    (const char *)flk_key_code_57 + 0,
    (const char *)flk_key_code_58 + 0,
    (const char *)flk_key_code_59 + 0,
    (const char *)flk_key_code_60 + 0, (const char *)flk_key_code_60 + 38, (const char *)flk_key_code_60 + 128, (const char *)flk_key_code_60 + 246, (const char *)flk_key_code_60 + 291,
    (const char *)flk_key_code_61 + 0, (const char *)flk_key_code_61 + 69, (const char *)flk_key_code_61 + 130, (const char *)flk_key_code_61 + 208, (const char *)flk_key_code_61 + 257, (const char *)flk_key_code_61 + 546, (const char *)flk_key_code_61 + 644, (const char *)flk_key_code_61 + 1020, (const char *)flk_key_code_61 + 1025, (const char *)flk_key_code_61 + 1090,
    (const char *)flk_key_code_62 + 0, (const char *)flk_key_code_62 + 62, (const char *)flk_key_code_62 + 113, (const char *)flk_key_code_62 + 307, (const char *)flk_key_code_62 + 580, (const char *)flk_key_code_62 + 626, (const char *)flk_key_code_62 + 693,
    (const char *)flk_key_code_63 + 33,
    (const char *)flk_key_code_64 + 104,
    (const char *)flk_key_code_65 + 0, (const char *)flk_key_code_65 + 39,
    (const char *)flk_key_code_66 + 0, (const char *)flk_key_code_66 + 68, (const char *)flk_key_code_66 + 135, (const char *)flk_key_code_66 + 195, (const char *)flk_key_code_66 + 258, (const char *)flk_key_code_66 + 368, (const char *)flk_key_code_66 + 427, (const char *)flk_key_code_66 + 464, (const char *)flk_key_code_66 + 604, (const char *)flk_key_code_66 + 646, (const char *)flk_key_code_66 + 807, (const char *)flk_key_code_66 + 902, (const char *)flk_key_code_66 + 962, (const char *)flk_key_code_66 + 1027, (const char *)flk_key_code_66 + 1231, (const char *)flk_key_code_66 + 1294, (const char *)flk_key_code_66 + 1411, (const char *)flk_key_code_66 + 1474, (const char *)flk_key_code_66 + 1699, (const char *)flk_key_code_66 + 1731, (const char *)flk_key_code_66 + 1806, (const char *)flk_key_code_66 + 2333, (const char *)flk_key_code_66 + 2369, (const char *)flk_key_code_66 + 2432, (const char *)flk_key_code_66 + 2498, (const char *)flk_key_code_66 + 2884, (const char *)flk_key_code_66 + 2944, (const char *)flk_key_code_66 + 3008, (const char *)flk_key_code_66 + 3074, (const char *)flk_key_code_66 + 3137, (const char *)flk_key_code_66 + 3429, (const char *)flk_key_code_66 + 3459, (const char *)flk_key_code_66 + 3521,
    (const char *)flk_key_code_67 + 65, (const char *)flk_key_code_67 + 168,
    (const char *)flk_key_code_68 + 0, (const char *)flk_key_code_68 + 49,
    (const char *)flk_key_code_69 + 0, (const char *)flk_key_code_69 + 17, (const char *)flk_key_code_69 + 80, (const char *)flk_key_code_69 + 144, (const char *)flk_key_code_69 + 320, (const char *)flk_key_code_69 + 339, (const char *)flk_key_code_69 + 402, (const char *)flk_key_code_69 + 469, (const char *)flk_key_code_69 + 528, (const char *)flk_key_code_69 + 1107, (const char *)flk_key_code_69 + 1198, (const char *)flk_key_code_69 + 1233, (const char *)flk_key_code_69 + 1296, (const char *)flk_key_code_69 + 1362, (const char *)flk_key_code_69 + 1426, (const char *)flk_key_code_69 + 1568,
    (const char *)flk_key_code_70 + 0,
    (const char *)flk_key_code_71 + 0, (const char *)flk_key_code_71 + 20, (const char *)flk_key_code_71 + 85, (const char *)flk_key_code_71 + 144, (const char *)flk_key_code_71 + 210, (const char *)flk_key_code_71 + 1404,
    (const char *)flk_key_code_72 + 0,
    (const char *)flk_key_code_73 + 323,
    (const char *)flk_key_code_74 + 160, (const char *)flk_key_code_74 + 196,
    (const char *)flk_key_code_75 + 0, (const char *)flk_key_code_75 + 19, (const char *)flk_key_code_75 + 81, (const char *)flk_key_code_75 + 145,
    (const char *)flk_key_code_76 + 0, (const char *)flk_key_code_76 + 67, (const char *)flk_key_code_76 + 132, (const char *)flk_key_code_76 + 193, (const char *)flk_key_code_76 + 262, (const char *)flk_key_code_76 + 320, (const char *)flk_key_code_76 + 385,
    (const char *)flk_key_code_77 + 0, (const char *)flk_key_code_77 + 66,
    (const char *)flk_key_code_78 + 0, (const char *)flk_key_code_78 + 20, (const char *)flk_key_code_78 + 85, (const char *)flk_key_code_78 + 146, (const char *)flk_key_code_78 + 209, (const char *)flk_key_code_78 + 274, (const char *)flk_key_code_78 + 336, (const char *)flk_key_code_78 + 402, (const char *)flk_key_code_78 + 593, (const char *)flk_key_code_78 + 662, (const char *)flk_key_code_78 + 724, (const char *)flk_key_code_78 + 787, (const char *)flk_key_code_78 + 854, (const char *)flk_key_code_78 + 1238, (const char *)flk_key_code_78 + 1302, (const char *)flk_key_code_78 + 1362, (const char *)flk_key_code_78 + 1425, (const char *)flk_key_code_78 + 1743, (const char *)flk_key_code_78 + 1750, (const char *)flk_key_code_78 + 1811, (const char *)flk_key_code_78 + 1874, (const char *)flk_key_code_78 + 1937,
    (const char *)flk_key_code_79 + 0, (const char *)flk_key_code_79 + 34,
    (const char *)flk_key_code_80 + 0, (const char *)flk_key_code_80 + 72, (const char *)flk_key_code_80 + 129, (const char *)flk_key_code_80 + 197, (const char *)flk_key_code_80 + 258, (const char *)flk_key_code_80 + 349,
    (const char *)flk_key_code_81 + 16,
    (const char *)flk_key_code_82 + 170, (const char *)flk_key_code_82 + 178, (const char *)flk_key_code_82 + 242, (const char *)flk_key_code_82 + 463, (const char *)flk_key_code_82 + 497, (const char *)flk_key_code_82 + 564, (const char *)flk_key_code_82 + 625, (const char *)flk_key_code_82 + 689,
    (const char *)flk_key_code_83 + 0,
    (const char *)flk_key_code_84 + 20, (const char *)flk_key_code_84 + 81, (const char *)flk_key_code_84 + 172, (const char *)flk_key_code_84 + 237, (const char *)flk_key_code_84 + 273, (const char *)flk_key_code_84 + 337, (const char *)flk_key_code_84 + 400, (const char *)flk_key_code_84 + 468, (const char *)flk_key_code_84 + 532, (const char *)flk_key_code_84 + 592, (const char *)flk_key_code_84 + 669, (const char *)flk_key_code_84 + 856, (const char *)flk_key_code_84 + 918, (const char *)flk_key_code_84 + 980, (const char *)flk_key_code_84 + 1042, (const char *)flk_key_code_84 + 1107, (const char *)flk_key_code_84 + 1170, (const char *)flk_key_code_84 + 1641,
    (const char *)flk_key_code_85 + 0,
    (const char *)flk_key_code_86 + 51, (const char *)flk_key_code_86 + 112, (const char *)flk_key_code_86 + 178, (const char *)flk_key_code_86 + 242, (const char *)flk_key_code_86 + 305,
    (const char *)flk_key_code_87 + 34,
    (const char *)flk_key_code_88 + 0, (const char *)flk_key_code_88 + 65,
    (const char *)flk_key_code_89 + 0,
    (const char *)flk_key_code_90 + 0, (const char *)flk_key_code_90 + 64,
    (const char *)flk_key_code_91 + 0, (const char *)flk_key_code_91 + 68,
    (const char *)flk_key_code_92 + 20, (const char *)flk_key_code_92 + 209,
    (const char *)flk_key_code_93 + 59,
    (const char *)flk_key_code_94 + 0, (const char *)flk_key_code_94 + 66,
    (const char *)flk_key_code_95 + 39, (const char *)flk_key_code_95 + 96, (const char *)flk_key_code_95 + 161, (const char *)flk_key_code_95 + 226, (const char *)flk_key_code_95 + 312, (const char *)flk_key_code_95 + 356, (const char *)flk_key_code_95 + 431, (const char *)flk_key_code_95 + 480, (const char *)flk_key_code_95 + 547, (const char *)flk_key_code_95 + 608, (const char *)flk_key_code_95 + 672, (const char *)flk_key_code_95 + 1003, (const char *)flk_key_code_95 + 1088, (const char *)flk_key_code_95 + 1121, (const char *)flk_key_code_95 + 1274, (const char *)flk_key_code_95 + 1314, (const char *)flk_key_code_95 + 1378, (const char *)flk_key_code_95 + 1454, (const char *)flk_key_code_95 + 1510, (const char *)flk_key_code_95 + 1570, (const char *)flk_key_code_95 + 1632, (const char *)flk_key_code_95 + 1698, (const char *)flk_key_code_95 + 1776, (const char *)flk_key_code_95 + 1824, (const char *)flk_key_code_95 + 1957, (const char *)flk_key_code_95 + 2153, (const char *)flk_key_code_95 + 2211, (const char *)flk_key_code_95 + 2273, (const char *)flk_key_code_95 + 2355, (const char *)flk_key_code_95 + 2401, (const char *)flk_key_code_95 + 3472, (const char *)flk_key_code_95 + 3499, (const char *)flk_key_code_95 + 3554, (const char *)flk_key_code_95 + 3617, (const char *)flk_key_code_95 + 3681, (const char *)flk_key_code_95 + 3745, (const char *)flk_key_code_95 + 3814, (const char *)flk_key_code_95 + 4135, (const char *)flk_key_code_95 + 4195, (const char *)flk_key_code_95 + 4259, (const char *)flk_key_code_95 + 4320, (const char *)flk_key_code_95 + 4390,
    (const char *)flk_key_code_96 + 0,
    (const char *)flk_key_code_97 + 65,
    (const char *)flk_key_code_98 + 41, (const char *)flk_key_code_98 + 329, (const char *)flk_key_code_98 + 410, (const char *)flk_key_code_98 + 416,
    (const char *)flk_key_code_99 + 0,
    (const char *)flk_key_code_100 + 0,
    (const char *)flk_key_code_101 + 0,
    (const char *)flk_key_code_102 + 0, (const char *)flk_key_code_102 + 48, (const char *)flk_key_code_102 + 112, (const char *)flk_key_code_102 + 178, (const char *)flk_key_code_102 + 241,
    (const char *)flk_key_code_103 + 48, (const char *)flk_key_code_103 + 119,
    (const char *)flk_key_code_104 + 0, (const char *)flk_key_code_104 + 69, (const char *)flk_key_code_104 + 193, (const char *)flk_key_code_104 + 256, (const char *)flk_key_code_104 + 322,
    (const char *)flk_key_code_105 + 36, (const char *)flk_key_code_105 + 97,
    (const char *)flk_key_code_106 + 0, (const char *)flk_key_code_106 + 79, (const char *)flk_key_code_106 + 113,
    (const char *)flk_key_code_107 + 0,
    (const char *)flk_key_code_108 + 33, (const char *)flk_key_code_108 + 227,
    (const char *)flk_key_code_109 + 0,
    (const char *)flk_key_code_110 + 48, (const char *)flk_key_code_110 + 376, (const char *)flk_key_code_110 + 454, (const char *)flk_key_code_110 + 498, (const char *)flk_key_code_110 + 561, (const char *)flk_key_code_110 + 624, (const char *)flk_key_code_110 + 690, (const char *)flk_key_code_110 + 755, (const char *)flk_key_code_110 + 890,
    (const char *)flk_key_code_111 + 0, (const char *)flk_key_code_111 + 33,
    (const char *)flk_key_code_112 + 20, (const char *)flk_key_code_112 + 81,
    (const char *)flk_key_code_113 + 53, (const char *)flk_key_code_113 + 117, (const char *)flk_key_code_113 + 208, (const char *)flk_key_code_113 + 240, (const char *)flk_key_code_113 + 305, (const char *)flk_key_code_113 + 727, (const char *)flk_key_code_113 + 752,
    (const char *)flk_key_code_114 + 32, (const char *)flk_key_code_114 + 97,
    (const char *)flk_key_code_115 + 0,
    (const char *)flk_key_code_116 + 0,
    (const char *)flk_key_code_117 + 0,
    (const char *)flk_key_code_118 + 0,
    (const char *)flk_key_code_119 + 0, (const char *)flk_key_code_119 + 32,
    (const char *)flk_key_code_120 + 0, (const char *)flk_key_code_120 + 52, (const char *)flk_key_code_120 + 116, (const char *)flk_key_code_120 + 178, (const char *)flk_key_code_120 + 241, (const char *)flk_key_code_120 + 307, (const char *)flk_key_code_120 + 369,
    (const char *)flk_key_code_121 + 0, (const char *)flk_key_code_121 + 199, (const char *)flk_key_code_121 + 256,
    (const char *)flk_key_code_122 + 0,
    (const char *)flk_key_code_123 + 49, (const char *)flk_key_code_123 + 114, (const char *)flk_key_code_123 + 191, (const char *)flk_key_code_123 + 573, (const char *)flk_key_code_123 + 830,
    (const char *)flk_key_code_124 + 0,
    (const char *)flk_key_code_125 + 19,
    (const char *)flk_key_code_126 + 37, (const char *)flk_key_code_126 + 99, (const char *)flk_key_code_126 + 162, (const char *)flk_key_code_126 + 226, (const char *)flk_key_code_126 + 506, (const char *)flk_key_code_126 + 544, (const char *)flk_key_code_126 + 609, (const char *)flk_key_code_126 + 2782, (const char *)flk_key_code_126 + 2785,
    (const char *)flk_key_code_127 + 0,
    (const char *)flk_key_code_128 + 0,
    (const char *)flk_key_code_129 + 0, (const char *)flk_key_code_129 + 67, (const char *)flk_key_code_129 + 128, (const char *)flk_key_code_129 + 294, (const char *)flk_key_code_129 + 468, (const char *)flk_key_code_129 + 514, (const char *)flk_key_code_129 + 581, (const char *)flk_key_code_129 + 642, (const char *)flk_key_code_129 + 706, (const char *)flk_key_code_129 + 770, (const char *)flk_key_code_129 + 835, (const char *)flk_key_code_129 + 901, (const char *)flk_key_code_129 + 1056, (const char *)flk_key_code_129 + 1089, (const char *)flk_key_code_129 + 1154, (const char *)flk_key_code_129 + 1257, (const char *)flk_key_code_129 + 1294, (const char *)flk_key_code_129 + 1344, (const char *)flk_key_code_129 + 1828, (const char *)flk_key_code_129 + 2412, (const char *)flk_key_code_129 + 2638, (const char *)flk_key_code_129 + 3132, (const char *)flk_key_code_129 + 3137,
    (const char *)flk_key_code_130 + 0, (const char *)flk_key_code_130 + 33,
    (const char *)flk_key_code_131 + 0,
    (const char *)flk_key_code_132 + 50,
    (const char *)flk_key_code_133 + 0, (const char *)flk_key_code_133 + 81, (const char *)flk_key_code_133 + 161, (const char *)flk_key_code_133 + 192,
    (const char *)flk_key_code_134 + 19,
    (const char *)flk_key_code_135 + 0, (const char *)flk_key_code_135 + 50, (const char *)flk_key_code_135 + 125, (const char *)flk_key_code_135 + 179,
    (const char *)flk_key_code_136 + 41,
    (const char *)flk_key_code_137 + 19,
    (const char *)flk_key_code_138 + 0, (const char *)flk_key_code_138 + 64, (const char *)flk_key_code_138 + 187, (const char *)flk_key_code_138 + 192,
    (const char *)flk_key_code_139 + 16,
    (const char *)flk_key_code_140 + 34, (const char *)flk_key_code_140 + 96, (const char *)flk_key_code_140 + 162, (const char *)flk_key_code_140 + 227, (const char *)flk_key_code_140 + 288, (const char *)flk_key_code_140 + 371, (const char *)flk_key_code_140 + 418, (const char *)flk_key_code_140 + 480,
    (const char *)flk_key_code_141 + 33, (const char *)flk_key_code_141 + 98,
    (const char *)flk_key_code_142 + 0, (const char *)flk_key_code_142 + 64, (const char *)flk_key_code_142 + 131,
    (const char *)flk_key_code_143 + 0, (const char *)flk_key_code_143 + 64,
    (const char *)flk_key_code_144 + 48, (const char *)flk_key_code_144 + 113,
    (const char *)flk_key_code_145 + 49, (const char *)flk_key_code_145 + 114,
    (const char *)flk_key_code_146 + 17, (const char *)flk_key_code_146 + 80, (const char *)flk_key_code_146 + 147, (const char *)flk_key_code_146 + 208, (const char *)flk_key_code_146 + 274, (const char *)flk_key_code_146 + 336, (const char *)flk_key_code_146 + 400, (const char *)flk_key_code_146 + 467, (const char *)flk_key_code_146 + 774, (const char *)flk_key_code_146 + 784,
    (const char *)flk_key_code_147 + 48,
    (const char *)flk_key_code_148 + 0, (const char *)flk_key_code_148 + 66,
    (const char *)flk_key_code_149 + 36,
    (const char *)flk_key_code_150 + 0, (const char *)flk_key_code_150 + 66,
    (const char *)flk_key_code_151 + 35, (const char *)flk_key_code_151 + 96,
    (const char *)flk_key_code_152 + 0,
    (const char *)flk_key_code_153 + 0, (const char *)flk_key_code_153 + 48,
    (const char *)flk_key_code_154 + 0,
    (const char *)flk_key_code_155 + 0,
    (const char *)flk_key_code_156 + 21, (const char *)flk_key_code_156 + 84,
    (const char *)flk_key_code_157 + 44, (const char *)flk_key_code_157 + 106, (const char *)flk_key_code_157 + 161,
    (const char *)flk_key_code_158 + 0,
    (const char *)flk_key_code_159 + 0,
    (const char *)flk_key_code_160 + 17,
    (const char *)flk_key_code_161 + 32, (const char *)flk_key_code_161 + 98, (const char *)flk_key_code_161 + 161,
    (const char *)flk_key_code_162 + 0,
    (const char *)flk_key_code_163 + 0, (const char *)flk_key_code_163 + 64, (const char *)flk_key_code_163 + 129,
    (const char *)flk_key_code_164 + 17, (const char *)flk_key_code_164 + 232,
    (const char *)flk_key_code_165 + 0, (const char *)flk_key_code_165 + 55, (const char *)flk_key_code_165 + 117, (const char *)flk_key_code_165 + 176, (const char *)flk_key_code_165 + 242,
    (const char *)flk_key_code_166 + 0,
    (const char *)flk_key_code_167 + 17,
    (const char *)flk_key_code_168 + 0,
    (const char *)flk_key_code_169 + 0,
    (const char *)flk_key_code_170 + 48,
    (const char *)flk_key_code_171 + 0,
    (const char *)flk_key_code_172 + 0, (const char *)flk_key_code_172 + 80,
    (const char *)flk_key_code_173 + 0, (const char *)flk_key_code_173 + 657,
    (const char *)flk_key_code_174 + 0,
    (const char *)flk_key_code_175 + 0, (const char *)flk_key_code_175 + 65,
    (const char *)flk_key_code_176 + 0, (const char *)flk_key_code_176 + 46,
    (const char *)flk_key_code_177 + 0,
    (const char *)flk_key_code_178 + 0,
    (const char *)flk_key_code_179 + 34, (const char *)flk_key_code_179 + 98,
    (const char *)flk_key_code_180 + 50, (const char *)flk_key_code_180 + 115, (const char *)flk_key_code_180 + 179, (const char *)flk_key_code_180 + 243, (const char *)flk_key_code_180 + 306, (const char *)flk_key_code_180 + 368, (const char *)flk_key_code_180 + 436, (const char *)flk_key_code_180 + 497, (const char *)flk_key_code_180 + 560, (const char *)flk_key_code_180 + 726, (const char *)flk_key_code_180 + 754, (const char *)flk_key_code_180 + 819, (const char *)flk_key_code_180 + 885, (const char *)flk_key_code_180 + 946, (const char *)flk_key_code_180 + 1008, (const char *)flk_key_code_180 + 1076, (const char *)flk_key_code_180 + 1138, (const char *)flk_key_code_180 + 1205, (const char *)flk_key_code_180 + 1267, (const char *)flk_key_code_180 + 1728, (const char *)flk_key_code_180 + 1779, (const char *)flk_key_code_180 + 1843, (const char *)flk_key_code_180 + 1904, (const char *)flk_key_code_180 + 1969, (const char *)flk_key_code_180 + 2035,
    (const char *)flk_key_code_181 + 0, (const char *)flk_key_code_181 + 66, (const char *)flk_key_code_181 + 131, (const char *)flk_key_code_181 + 192, (const char *)flk_key_code_181 + 256, (const char *)flk_key_code_181 + 320, (const char *)flk_key_code_181 + 385, (const char *)flk_key_code_181 + 450, (const char *)flk_key_code_181 + 512, (const char *)flk_key_code_181 + 1176, (const char *)flk_key_code_181 + 1216, (const char *)flk_key_code_181 + 1280, (const char *)flk_key_code_181 + 1346, (const char *)flk_key_code_181 + 1412, (const char *)flk_key_code_181 + 2064, (const char *)flk_key_code_181 + 2114, (const char *)flk_key_code_181 + 2176, (const char *)flk_key_code_181 + 2240, (const char *)flk_key_code_181 + 2305, (const char *)flk_key_code_181 + 2372, (const char *)flk_key_code_181 + 2433, (const char *)flk_key_code_181 + 2501, (const char *)flk_key_code_181 + 2563, (const char *)flk_key_code_181 + 2629, (const char *)flk_key_code_181 + 2689, (const char *)flk_key_code_181 + 2753, (const char *)flk_key_code_181 + 2944, (const char *)flk_key_code_181 + 3008, (const char *)flk_key_code_181 + 3076, (const char *)flk_key_code_181 + 3136, (const char *)flk_key_code_181 + 3202, (const char *)flk_key_code_181 + 4021, (const char *)flk_key_code_181 + 4032, (const char *)flk_key_code_181 + 4096, (const char *)flk_key_code_181 + 4160, (const char *)flk_key_code_181 + 4225, (const char *)flk_key_code_181 + 4293, (const char *)flk_key_code_181 + 4352, (const char *)flk_key_code_181 + 4419, (const char *)flk_key_code_181 + 4480, (const char *)flk_key_code_181 + 4617, (const char *)flk_key_code_181 + 4672, (const char *)flk_key_code_181 + 4928, (const char *)flk_key_code_181 + 4993, (const char *)flk_key_code_181 + 5061, (const char *)flk_key_code_181 + 5124, (const char *)flk_key_code_181 + 8003, (const char *)flk_key_code_181 + 8066, (const char *)flk_key_code_181 + 8130, (const char *)flk_key_code_181 + 8201, (const char *)flk_key_code_181 + 8260, (const char *)flk_key_code_181 + 8320, (const char *)flk_key_code_181 + 8384, (const char *)flk_key_code_181 + 8992, (const char *)flk_key_code_181 + 9025, (const char *)flk_key_code_181 + 9090, (const char *)flk_key_code_181 + 9154, (const char *)flk_key_code_181 + 9218, (const char *)flk_key_code_181 + 9284, (const char *)flk_key_code_181 + 9906, (const char *)flk_key_code_181 + 9923,
    (const char *)flk_key_code_182 + 0, (const char *)flk_key_code_182 + 49,
    (const char *)flk_key_code_183 + 18, (const char *)flk_key_code_183 + 81, (const char *)flk_key_code_183 + 144, (const char *)flk_key_code_183 + 209,
    (const char *)flk_key_code_184 + 34, (const char *)flk_key_code_184 + 101, (const char *)flk_key_code_184 + 160, (const char *)flk_key_code_184 + 225, (const char *)flk_key_code_184 + 288, (const char *)flk_key_code_184 + 352, (const char *)flk_key_code_184 + 416, (const char *)flk_key_code_184 + 482, (const char *)flk_key_code_184 + 546, (const char *)flk_key_code_184 + 611, (const char *)flk_key_code_184 + 672, (const char *)flk_key_code_184 + 753, (const char *)flk_key_code_184 + 802, (const char *)flk_key_code_184 + 865, (const char *)flk_key_code_184 + 929, (const char *)flk_key_code_184 + 993, (const char *)flk_key_code_184 + 1057, (const char *)flk_key_code_184 + 1126, (const char *)flk_key_code_184 + 1186, (const char *)flk_key_code_184 + 1249, (const char *)flk_key_code_184 + 1312, (const char *)flk_key_code_184 + 1391, (const char *)flk_key_code_184 + 1441, (const char *)flk_key_code_184 + 1510, (const char *)flk_key_code_184 + 1570, (const char *)flk_key_code_184 + 1697, (const char *)flk_key_code_184 + 1762, (const char *)flk_key_code_184 + 1824, (const char *)flk_key_code_184 + 1888, (const char *)flk_key_code_184 + 1955, (const char *)flk_key_code_184 + 2016, (const char *)flk_key_code_184 + 2080, (const char *)flk_key_code_184 + 2144, (const char *)flk_key_code_184 + 2209, (const char *)flk_key_code_184 + 2275, (const char *)flk_key_code_184 + 2338, (const char *)flk_key_code_184 + 2401, (const char *)flk_key_code_184 + 2467, (const char *)flk_key_code_184 + 2575, (const char *)flk_key_code_184 + 2596, (const char *)flk_key_code_184 + 2658, (const char *)flk_key_code_184 + 2724, (const char *)flk_key_code_184 + 2848, (const char *)flk_key_code_184 + 2913, (const char *)flk_key_code_184 + 2976, (const char *)flk_key_code_184 + 3112, (const char *)flk_key_code_184 + 3169,
    (const char *)flk_key_code_185 + 20, (const char *)flk_key_code_185 + 80, (const char *)flk_key_code_185 + 146, (const char *)flk_key_code_185 + 215, (const char *)flk_key_code_185 + 273, (const char *)flk_key_code_185 + 337, (const char *)flk_key_code_185 + 400, (const char *)flk_key_code_185 + 468, (const char *)flk_key_code_185 + 529, (const char *)flk_key_code_185 + 1546, (const char *)flk_key_code_185 + 1553, (const char *)flk_key_code_185 + 1618, (const char *)flk_key_code_185 + 1681, (const char *)flk_key_code_185 + 1745, (const char *)flk_key_code_185 + 1811, (const char *)flk_key_code_185 + 3281, (const char *)flk_key_code_185 + 3346, (const char *)flk_key_code_185 + 3410, (const char *)flk_key_code_185 + 3472, (const char *)flk_key_code_185 + 3536, (const char *)flk_key_code_185 + 3605, (const char *)flk_key_code_185 + 3668, (const char *)flk_key_code_185 + 3740, (const char *)flk_key_code_185 + 3944, (const char *)flk_key_code_185 + 3984, (const char *)flk_key_code_185 + 4048, (const char *)flk_key_code_185 + 4112, (const char *)flk_key_code_185 + 4176, (const char *)flk_key_code_185 + 4331, (const char *)flk_key_code_185 + 4371, (const char *)flk_key_code_185 + 4437, (const char *)flk_key_code_185 + 4499, (const char *)flk_key_code_185 + 4562, (const char *)flk_key_code_185 + 4628, (const char *)flk_key_code_185 + 4688, (const char *)flk_key_code_185 + 4752, (const char *)flk_key_code_185 + 4818,
    (const char *)flk_key_code_186 + 0, (const char *)flk_key_code_186 + 49, (const char *)flk_key_code_186 + 299, (const char *)flk_key_code_186 + 307, (const char *)flk_key_code_186 + 369,
    (const char *)flk_key_code_187 + 0,
    (const char *)flk_key_code_188 + 0, (const char *)flk_key_code_188 + 34,
    (const char *)flk_key_code_189 + 0, (const char *)flk_key_code_189 + 34, (const char *)flk_key_code_189 + 100, (const char *)flk_key_code_189 + 224,
    (const char *)flk_key_code_190 + 0, (const char *)flk_key_code_190 + 66, (const char *)flk_key_code_190 + 130, (const char *)flk_key_code_190 + 205, (const char *)flk_key_code_190 + 304, (const char *)flk_key_code_190 + 325,
    (const char *)flk_key_code_191 + 0, (const char *)flk_key_code_191 + 20,
    (const char *)flk_key_code_192 + 0, (const char *)flk_key_code_192 + 53,
    (const char *)flk_key_code_193 + 0, (const char *)flk_key_code_193 + 51, (const char *)flk_key_code_193 + 114,
    (const char *)flk_key_code_194 + 48, (const char *)flk_key_code_194 + 113, (const char *)flk_key_code_194 + 226, (const char *)flk_key_code_194 + 242,
    (const char *)flk_key_code_195 + 0, (const char *)flk_key_code_195 + 65, (const char *)flk_key_code_195 + 129, (const char *)flk_key_code_195 + 196, (const char *)flk_key_code_195 + 260, (const char *)flk_key_code_195 + 320, (const char *)flk_key_code_195 + 477, (const char *)flk_key_code_195 + 514, (const char *)flk_key_code_195 + 3921, (const char *)flk_key_code_195 + 3972, (const char *)flk_key_code_195 + 4037, (const char *)flk_key_code_195 + 4100, (const char *)flk_key_code_195 + 4166,
    (const char *)flk_key_code_196 + 0, (const char *)flk_key_code_196 + 1153,
    (const char *)flk_key_code_197 + 17, (const char *)flk_key_code_197 + 84, (const char *)flk_key_code_197 + 353, (const char *)flk_key_code_197 + 403, (const char *)flk_key_code_197 + 494, (const char *)flk_key_code_197 + 624, (const char *)flk_key_code_197 + 674, (const char *)flk_key_code_197 + 722, (const char *)flk_key_code_197 + 784, (const char *)flk_key_code_197 + 875, (const char *)flk_key_code_197 + 913, (const char *)flk_key_code_197 + 976, (const char *)flk_key_code_197 + 1046,
    (const char *)flk_key_code_198 + 0, (const char *)flk_key_code_198 + 20, (const char *)flk_key_code_198 + 80, (const char *)flk_key_code_198 + 147, (const char *)flk_key_code_198 + 216,
    (const char *)flk_key_code_199 + 33, (const char *)flk_key_code_199 + 96, (const char *)flk_key_code_199 + 164, (const char *)flk_key_code_199 + 227, (const char *)flk_key_code_199 + 289, (const char *)flk_key_code_199 + 373, (const char *)flk_key_code_199 + 420, (const char *)flk_key_code_199 + 480, (const char *)flk_key_code_199 + 544, (const char *)flk_key_code_199 + 608, (const char *)flk_key_code_199 + 674, (const char *)flk_key_code_199 + 737, (const char *)flk_key_code_199 + 800, (const char *)flk_key_code_199 + 865, (const char *)flk_key_code_199 + 980, (const char *)flk_key_code_199 + 993, (const char *)flk_key_code_199 + 1057,
    (const char *)flk_key_code_200 + 50, (const char *)flk_key_code_200 + 113, (const char *)flk_key_code_200 + 178, (const char *)flk_key_code_200 + 244, (const char *)flk_key_code_200 + 305, (const char *)flk_key_code_200 + 2193, (const char *)flk_key_code_200 + 2289, (const char *)flk_key_code_200 + 2357, (const char *)flk_key_code_200 + 2418, (const char *)flk_key_code_200 + 2480, (const char *)flk_key_code_200 + 2547, (const char *)flk_key_code_200 + 2720, (const char *)flk_key_code_200 + 2739, (const char *)flk_key_code_200 + 2808, (const char *)flk_key_code_200 + 2964, (const char *)flk_key_code_200 + 2994, (const char *)flk_key_code_200 + 3060, (const char *)flk_key_code_200 + 3120, (const char *)flk_key_code_200 + 3187, (const char *)flk_key_code_200 + 3251, (const char *)flk_key_code_200 + 3314, (const char *)flk_key_code_200 + 3376, (const char *)flk_key_code_200 + 3472, (const char *)flk_key_code_200 + 3507, (const char *)flk_key_code_200 + 3568, (const char *)flk_key_code_200 + 4179, (const char *)flk_key_code_200 + 4228,
    (const char *)flk_key_code_201 + 0,
    (const char *)flk_key_code_202 + 48, (const char *)flk_key_code_202 + 113, (const char *)flk_key_code_202 + 292, (const char *)flk_key_code_202 + 304, (const char *)flk_key_code_202 + 369, (const char *)flk_key_code_202 + 432,
    (const char *)flk_key_code_203 + 0, (const char *)flk_key_code_203 + 65, (const char *)flk_key_code_203 + 160, (const char *)flk_key_code_203 + 192, (const char *)flk_key_code_203 + 352, (const char *)flk_key_code_203 + 387, (const char *)flk_key_code_203 + 557, (const char *)flk_key_code_203 + 594, (const char *)flk_key_code_203 + 642,
    (const char *)flk_key_code_204 + 0, (const char *)flk_key_code_204 + 16, (const char *)flk_key_code_204 + 81, (const char *)flk_key_code_204 + 144, (const char *)flk_key_code_204 + 212, (const char *)flk_key_code_204 + 275, (const char *)flk_key_code_204 + 401, (const char *)flk_key_code_204 + 464, (const char *)flk_key_code_204 + 530, (const char *)flk_key_code_204 + 594, (const char *)flk_key_code_204 + 658, (const char *)flk_key_code_204 + 743, (const char *)flk_key_code_204 + 785, (const char *)flk_key_code_204 + 848, (const char *)flk_key_code_204 + 913, (const char *)flk_key_code_204 + 1116, (const char *)flk_key_code_204 + 1560, (const char *)flk_key_code_204 + 3288, (const char *)flk_key_code_204 + 3346, (const char *)flk_key_code_204 + 3409,
    (const char *)flk_key_code_205 + 0, (const char *)flk_key_code_205 + 53,
    (const char *)flk_key_code_206 + 0, (const char *)flk_key_code_206 + 17, (const char *)flk_key_code_206 + 85, (const char *)flk_key_code_206 + 145, (const char *)flk_key_code_206 + 209, (const char *)flk_key_code_206 + 272, (const char *)flk_key_code_206 + 336, (const char *)flk_key_code_206 + 403, (const char *)flk_key_code_206 + 464, (const char *)flk_key_code_206 + 704, (const char *)flk_key_code_206 + 727, (const char *)flk_key_code_206 + 786, (const char *)flk_key_code_206 + 848, (const char *)flk_key_code_206 + 912, (const char *)flk_key_code_206 + 1088, (const char *)flk_key_code_206 + 1119,
    (const char *)flk_key_code_207 + 0,
    (const char *)flk_key_code_208 + 0, (const char *)flk_key_code_208 + 83, (const char *)flk_key_code_208 + 134, (const char *)flk_key_code_208 + 194, (const char *)flk_key_code_208 + 257, (const char *)flk_key_code_208 + 321, (const char *)flk_key_code_208 + 386, (const char *)flk_key_code_208 + 457, (const char *)flk_key_code_208 + 515, (const char *)flk_key_code_208 + 579, (const char *)flk_key_code_208 + 640, (const char *)flk_key_code_208 + 705, (const char *)flk_key_code_208 + 769, (const char *)flk_key_code_208 + 832, (const char *)flk_key_code_208 + 1026, (const char *)flk_key_code_208 + 1088, (const char *)flk_key_code_208 + 1217,
    (const char *)flk_key_code_209 + 17, (const char *)flk_key_code_209 + 81, (const char *)flk_key_code_209 + 146,
    (const char *)flk_key_code_210 + 17, (const char *)flk_key_code_210 + 82, (const char *)flk_key_code_210 + 146, (const char *)flk_key_code_210 + 209, (const char *)flk_key_code_210 + 401, (const char *)flk_key_code_210 + 465, (const char *)flk_key_code_210 + 803,
    (const char *)flk_key_code_211 + 0, (const char *)flk_key_code_211 + 54, (const char *)flk_key_code_211 + 123, (const char *)flk_key_code_211 + 180, (const char *)flk_key_code_211 + 244, (const char *)flk_key_code_211 + 305,
    (const char *)flk_key_code_212 + 0, (const char *)flk_key_code_212 + 33, (const char *)flk_key_code_212 + 100,
    (const char *)flk_key_code_213 + 0, (const char *)flk_key_code_213 + 65, (const char *)flk_key_code_213 + 134, (const char *)flk_key_code_213 + 278, (const char *)flk_key_code_213 + 321, (const char *)flk_key_code_213 + 386, (const char *)flk_key_code_213 + 448, (const char *)flk_key_code_213 + 517, (const char *)flk_key_code_213 + 578, (const char *)flk_key_code_213 + 641, (const char *)flk_key_code_213 + 829,
    (const char *)flk_key_code_214 + 0, (const char *)flk_key_code_214 + 50, (const char *)flk_key_code_214 + 115, (const char *)flk_key_code_214 + 176,
    (const char *)flk_key_code_215 + 0, (const char *)flk_key_code_215 + 69, (const char *)flk_key_code_215 + 129, (const char *)flk_key_code_215 + 198, (const char *)flk_key_code_215 + 259, (const char *)flk_key_code_215 + 321, (const char *)flk_key_code_215 + 386, (const char *)flk_key_code_215 + 479, (const char *)flk_key_code_215 + 514, (const char *)flk_key_code_215 + 597,
    (const char *)flk_key_code_216 + 25,
    (const char *)flk_key_code_217 + 33, (const char *)flk_key_code_217 + 2080,
    (const char *)flk_key_code_218 + 0, (const char *)flk_key_code_218 + 64,
    (const char *)flk_key_code_219 + 25,
    (const char *)flk_key_code_220 + 33, (const char *)flk_key_code_220 + 96, (const char *)flk_key_code_220 + 162,
    (const char *)flk_key_code_221 + 0,
    (const char *)flk_key_code_222 + 17, (const char *)flk_key_code_222 + 81, (const char *)flk_key_code_222 + 147,
    (const char *)flk_key_code_223 + 16, (const char *)flk_key_code_223 + 84, (const char *)flk_key_code_223 + 204, (const char *)flk_key_code_223 + 214, (const char *)flk_key_code_223 + 272, (const char *)flk_key_code_223 + 340, (const char *)flk_key_code_223 + 463, (const char *)flk_key_code_223 + 465,
    (const char *)flk_key_code_224 + 0, (const char *)flk_key_code_224 + 73, (const char *)flk_key_code_224 + 133,
    (const char *)flk_key_code_225 + 0,
    (const char *)flk_key_code_226 + 49, (const char *)flk_key_code_226 + 113, (const char *)flk_key_code_226 + 179, (const char *)flk_key_code_226 + 242, (const char *)flk_key_code_226 + 304, (const char *)flk_key_code_226 + 370, (const char *)flk_key_code_226 + 440,
    (const char *)flk_key_code_227 + 0, (const char *)flk_key_code_227 + 33,
    (const char *)flk_key_code_228 + 0,
    (const char *)flk_key_code_229 + 17, (const char *)flk_key_code_229 + 80, (const char *)flk_key_code_229 + 439, (const char *)flk_key_code_229 + 465,
    (const char *)flk_key_code_230 + 48,
    (const char *)flk_key_code_231 + 35,
    (const char *)flk_key_code_232 + 20, (const char *)flk_key_code_232 + 80, (const char *)flk_key_code_232 + 229, (const char *)flk_key_code_232 + 318, (const char *)flk_key_code_232 + 338, (const char *)flk_key_code_232 + 401, (const char *)flk_key_code_232 + 465, (const char *)flk_key_code_232 + 528, (const char *)flk_key_code_232 + 592, (const char *)flk_key_code_232 + 659, (const char *)flk_key_code_232 + 860, (const char *)flk_key_code_232 + 912, (const char *)flk_key_code_232 + 1938, (const char *)flk_key_code_232 + 4629, (const char *)flk_key_code_232 + 4701, (const char *)flk_key_code_232 + 4754, (const char *)flk_key_code_232 + 4843,
    (const char *)flk_key_code_233 + 0,
    (const char *)flk_key_code_234 + 0, (const char *)flk_key_code_234 + 72, (const char *)flk_key_code_234 + 131, (const char *)flk_key_code_234 + 194, (const char *)flk_key_code_234 + 258, (const char *)flk_key_code_234 + 320, (const char *)flk_key_code_234 + 387, (const char *)flk_key_code_234 + 450, (const char *)flk_key_code_234 + 512, (const char *)flk_key_code_234 + 579, (const char *)flk_key_code_234 + 640, (const char *)flk_key_code_234 + 851,
    (const char *)flk_key_code_235 + 0, (const char *)flk_key_code_235 + 36, (const char *)flk_key_code_235 + 96,
    (const char *)flk_key_code_236 + 34,
    (const char *)flk_key_code_237 + 19,
    (const char *)flk_key_code_238 + 52, (const char *)flk_key_code_238 + 198, (const char *)flk_key_code_238 + 320, (const char *)flk_key_code_238 + 368,
    (const char *)flk_key_code_239 + 0, (const char *)flk_key_code_239 + 65, (const char *)flk_key_code_239 + 192, (const char *)flk_key_code_239 + 256,
    (const char *)flk_key_code_240 + 33, (const char *)flk_key_code_240 + 97, (const char *)flk_key_code_240 + 290, (const char *)flk_key_code_240 + 354, (const char *)flk_key_code_240 + 419, (const char *)flk_key_code_240 + 483,
    (const char *)flk_key_code_241 + 0,
    (const char *)flk_key_code_242 + 0, (const char *)flk_key_code_242 + 173,
    (const char *)flk_key_code_243 + 0, (const char *)flk_key_code_243 + 32, (const char *)flk_key_code_243 + 354,
    (const char *)flk_key_code_244 + 18, (const char *)flk_key_code_244 + 81,
    (const char *)flk_key_code_245 + 0, (const char *)flk_key_code_245 + 32, (const char *)flk_key_code_245 + 101, (const char *)flk_key_code_245 + 273, (const char *)flk_key_code_245 + 288,
    (const char *)flk_key_code_246 + 20, (const char *)flk_key_code_246 + 84, (const char *)flk_key_code_246 + 269, (const char *)flk_key_code_246 + 273, (const char *)flk_key_code_246 + 338, (const char *)flk_key_code_246 + 401, (const char *)flk_key_code_246 + 465, (const char *)flk_key_code_246 + 529, (const char *)flk_key_code_246 + 1015, (const char *)flk_key_code_246 + 1041,
    (const char *)flk_key_code_247 + 50, (const char *)flk_key_code_247 + 112, (const char *)flk_key_code_247 + 180, (const char *)flk_key_code_247 + 241,
    (const char *)flk_key_code_248 + 0, (const char *)flk_key_code_248 + 34, (const char *)flk_key_code_248 + 97, (const char *)flk_key_code_248 + 160, (const char *)flk_key_code_248 + 224, (const char *)flk_key_code_248 + 290,
    (const char *)flk_key_code_249 + 0,
    (const char *)flk_key_code_250 + 0, (const char *)flk_key_code_250 + 66,
    (const char *)flk_key_code_251 + 0,
    (const char *)flk_key_code_252 + 18, (const char *)flk_key_code_252 + 86, (const char *)flk_key_code_252 + 150,
    (const char *)flk_key_code_253 + 0,
    (const char *)flk_key_code_254 + 18,
    (const char *)flk_key_code_255 + 19, (const char *)flk_key_code_255 + 80, (const char *)flk_key_code_255 + 146, (const char *)flk_key_code_255 + 319, (const char *)flk_key_code_255 + 337,
    (const char *)flk_key_code_256 + 200, (const char *)flk_key_code_256 + 241, (const char *)flk_key_code_256 + 318,
    (const char *)flk_key_code_257 + 35, (const char *)flk_key_code_257 + 97, (const char *)flk_key_code_257 + 163, (const char *)flk_key_code_257 + 225, (const char *)flk_key_code_257 + 288,
    (const char *)flk_key_code_258 + 0,
    (const char *)flk_key_code_259 + 0, (const char *)flk_key_code_259 + 70, (const char *)flk_key_code_259 + 132, (const char *)flk_key_code_259 + 313, (const char *)flk_key_code_259 + 322,
    (const char *)flk_key_code_260 + 21, (const char *)flk_key_code_260 + 80,
    (const char *)flk_key_code_261 + 0, (const char *)flk_key_code_261 + 48, (const char *)flk_key_code_261 + 121,
    (const char *)flk_key_code_262 + 16,
    (const char *)flk_key_code_263 + 17, (const char *)flk_key_code_263 + 82, (const char *)flk_key_code_263 + 147, (const char *)flk_key_code_263 + 243, (const char *)flk_key_code_263 + 272,
    (const char *)flk_key_code_264 + 17, (const char *)flk_key_code_264 + 82, (const char *)flk_key_code_264 + 685,
    (const char *)flk_key_code_265 + 20, (const char *)flk_key_code_265 + 80, (const char *)flk_key_code_265 + 144, (const char *)flk_key_code_265 + 222,
    (const char *)flk_key_code_266 + 0,
    (const char *)flk_key_code_267 + 52,
    (const char *)flk_key_code_268 + 0, (const char *)flk_key_code_268 + 64, (const char *)flk_key_code_268 + 129,
    (const char *)flk_key_code_269 + 50,
    (const char *)flk_key_code_270 + 0, (const char *)flk_key_code_270 + 64, (const char *)flk_key_code_270 + 128,
    (const char *)flk_key_code_271 + 51, (const char *)flk_key_code_271 + 113,
    (const char *)flk_key_code_272 + 21, (const char *)flk_key_code_272 + 83,
    (const char *)flk_key_code_273 + 35, (const char *)flk_key_code_273 + 97,
    (const char *)flk_key_code_274 + 23, (const char *)flk_key_code_274 + 83,
    (const char *)flk_key_code_275 + 34,
    (const char *)flk_key_code_276 + 18,
    (const char *)flk_key_code_277 + 16,
    (const char *)flk_key_code_278 + 0,
    (const char *)flk_key_code_279 + 0, (const char *)flk_key_code_279 + 64,
    (const char *)flk_key_code_280 + 0, (const char *)flk_key_code_280 + 48, (const char *)flk_key_code_280 + 115,
    (const char *)flk_key_code_281 + 17,
    (const char *)flk_key_code_282 + 33,
    (const char *)flk_key_code_283 + 21,
    (const char *)flk_key_code_284 + 0, (const char *)flk_key_code_284 + 65,
    (const char *)flk_key_code_285 + 32,
    (const char *)flk_key_code_286 + 0,
    (const char *)flk_key_code_287 + 0,
    (const char *)flk_key_code_288 + 0, (const char *)flk_key_code_288 + 75,
    (const char *)flk_key_code_289 + 0, (const char *)flk_key_code_289 + 34, (const char *)flk_key_code_289 + 125,
    (const char *)flk_key_code_290 + 0,
    (const char *)flk_key_code_291 + 0, (const char *)flk_key_code_291 + 206,
    (const char *)flk_key_code_292 + 0,
    (const char *)flk_key_code_293 + 147,
    (const char *)flk_key_code_294 + 0,
    (const char *)flk_key_code_295 + 0,
    (const char *)flk_key_code_296 + 0, (const char *)flk_key_code_296 + 48,
    (const char *)flk_key_code_297 + 0, (const char *)flk_key_code_297 + 64, (const char *)flk_key_code_297 + 128, (const char *)flk_key_code_297 + 192,
    (const char *)flk_key_code_298 + 0, (const char *)flk_key_code_298 + 65, (const char *)flk_key_code_298 + 129, (const char *)flk_key_code_298 + 195, (const char *)flk_key_code_298 + 259,
    (const char *)flk_key_code_299 + 0, (const char *)flk_key_code_299 + 17, (const char *)flk_key_code_299 + 82, (const char *)flk_key_code_299 + 145, (const char *)flk_key_code_299 + 209, (const char *)flk_key_code_299 + 593, (const char *)flk_key_code_299 + 658, (const char *)flk_key_code_299 + 786,
    (const char *)flk_key_code_300 + 0, (const char *)flk_key_code_300 + 64, (const char *)flk_key_code_300 + 135, (const char *)flk_key_code_300 + 192, (const char *)flk_key_code_300 + 258, (const char *)flk_key_code_300 + 320, (const char *)flk_key_code_300 + 386, (const char *)flk_key_code_300 + 473, (const char *)flk_key_code_300 + 514, (const char *)flk_key_code_300 + 888, (const char *)flk_key_code_300 + 896, (const char *)flk_key_code_300 + 961, (const char *)flk_key_code_300 + 1028, (const char *)flk_key_code_300 + 1091,
    (const char *)flk_key_code_301 + 0, (const char *)flk_key_code_301 + 65, (const char *)flk_key_code_301 + 961, (const char *)flk_key_code_301 + 1025, (const char *)flk_key_code_301 + 1088, (const char *)flk_key_code_301 + 1153, (const char *)flk_key_code_301 + 1216, (const char *)flk_key_code_301 + 1505, (const char *)flk_key_code_301 + 1536,
    (const char *)flk_key_code_302 + 0, (const char *)flk_key_code_302 + 66, (const char *)flk_key_code_302 + 129,
    (const char *)flk_key_code_303 + 48,
    (const char *)flk_key_code_304 + 54, (const char *)flk_key_code_304 + 113, (const char *)flk_key_code_304 + 967,
    (const char *)flk_key_code_305 + 0,
    (const char *)flk_key_code_306 + 75, (const char *)flk_key_code_306 + 112, (const char *)flk_key_code_306 + 178, (const char *)flk_key_code_306 + 249,
    (const char *)flk_key_code_307 + 0, (const char *)flk_key_code_307 + 859, (const char *)flk_key_code_307 + 896,
    (const char *)flk_key_code_308 + 347, (const char *)flk_key_code_308 + 355,
    (const char *)flk_key_code_309 + 0, (const char *)flk_key_code_309 + 71,
    (const char *)flk_key_code_310 + 0, (const char *)flk_key_code_310 + 304,
    (const char *)flk_key_code_311 + 0, (const char *)flk_key_code_311 + 67,
    (const char *)flk_key_code_312 + 52, (const char *)flk_key_code_312 + 117, (const char *)flk_key_code_312 + 181, (const char *)flk_key_code_312 + 1267,
    (const char *)flk_key_code_313 + 0, (const char *)flk_key_code_313 + 32, (const char *)flk_key_code_313 + 170, (const char *)flk_key_code_313 + 224, (const char *)flk_key_code_313 + 365, (const char *)flk_key_code_313 + 418, (const char *)flk_key_code_313 + 484,
    (const char *)flk_key_code_314 + 21, (const char *)flk_key_code_314 + 85,
    (const char *)flk_key_code_315 + 36, (const char *)flk_key_code_315 + 102, (const char *)flk_key_code_315 + 163,
    (const char *)flk_key_code_316 + 0, (const char *)flk_key_code_316 + 65, (const char *)flk_key_code_316 + 129, (const char *)flk_key_code_316 + 193, (const char *)flk_key_code_316 + 301, (const char *)flk_key_code_316 + 324, (const char *)flk_key_code_316 + 386,
    (const char *)flk_key_code_317 + 16,
    (const char *)flk_key_code_318 + 17, (const char *)flk_key_code_318 + 82, (const char *)flk_key_code_318 + 146, (const char *)flk_key_code_318 + 208, (const char *)flk_key_code_318 + 272,
    (const char *)flk_key_code_319 + 17, (const char *)flk_key_code_319 + 81, (const char *)flk_key_code_319 + 145, (const char *)flk_key_code_319 + 223,
    (const char *)flk_key_code_320 + 0, (const char *)flk_key_code_320 + 32,
    (const char *)flk_key_code_321 + 0,
    (const char *)flk_key_code_322 + 17, (const char *)flk_key_code_322 + 137, (const char *)flk_key_code_322 + 145,
    (const char *)flk_key_code_323 + 33,
    (const char *)flk_key_code_324 + 0,
    (const char *)flk_key_code_325 + 16, (const char *)flk_key_code_325 + 173,
    (const char *)flk_key_code_326 + 0,
    (const char *)flk_key_code_327 + 0,
    (const char *)flk_key_code_328 + 0, (const char *)flk_key_code_328 + 64,
    (const char *)flk_key_code_329 + 0, (const char *)flk_key_code_329 + 65, (const char *)flk_key_code_329 + 129, (const char *)flk_key_code_329 + 194, (const char *)flk_key_code_329 + 260, (const char *)flk_key_code_329 + 377, (const char *)flk_key_code_329 + 384, (const char *)flk_key_code_329 + 450, (const char *)flk_key_code_329 + 512, (const char *)flk_key_code_329 + 576, (const char *)flk_key_code_329 + 641,
    (const char *)flk_key_code_330 + 34, (const char *)flk_key_code_330 + 308, (const char *)flk_key_code_330 + 352, (const char *)flk_key_code_330 + 418, (const char *)flk_key_code_330 + 482, (const char *)flk_key_code_330 + 548,
    (const char *)flk_key_code_331 + 32, (const char *)flk_key_code_331 + 416, (const char *)flk_key_code_331 + 480,
    (const char *)flk_key_code_332 + 0, (const char *)flk_key_code_332 + 32, (const char *)flk_key_code_332 + 99, (const char *)flk_key_code_332 + 163, (const char *)flk_key_code_332 + 224, (const char *)flk_key_code_332 + 349, (const char *)flk_key_code_332 + 354, (const char *)flk_key_code_332 + 416, (const char *)flk_key_code_332 + 480, (const char *)flk_key_code_332 + 840, (const char *)flk_key_code_332 + 867, (const char *)flk_key_code_332 + 974, (const char *)flk_key_code_332 + 994, (const char *)flk_key_code_332 + 1058, (const char *)flk_key_code_332 + 1136, (const char *)flk_key_code_332 + 1185, (const char *)flk_key_code_332 + 1250,
    (const char *)flk_key_code_333 + 0,
    (const char *)flk_key_code_334 + 0, (const char *)flk_key_code_334 + 17, (const char *)flk_key_code_334 + 80, (const char *)flk_key_code_334 + 146, (const char *)flk_key_code_334 + 302,
    (const char *)flk_key_code_335 + 16, (const char *)flk_key_code_335 + 82,
    (const char *)flk_key_code_336 + 0, (const char *)flk_key_code_336 + 49, (const char *)flk_key_code_336 + 112,
    (const char *)flk_key_code_337 + 0, (const char *)flk_key_code_337 + 64, (const char *)flk_key_code_337 + 128, (const char *)flk_key_code_337 + 387, (const char *)flk_key_code_337 + 449, (const char *)flk_key_code_337 + 513,
    (const char *)flk_key_code_338 + 0, (const char *)flk_key_code_338 + 155, (const char *)flk_key_code_338 + 269, (const char *)flk_key_code_338 + 560, (const char *)flk_key_code_338 + 626,
    (const char *)flk_key_code_339 + 0,
    (const char *)flk_key_code_340 + 0, (const char *)flk_key_code_340 + 64, (const char *)flk_key_code_340 + 113,
    (const char *)flk_key_code_341 + 367, (const char *)flk_key_code_341 + 374,
    (const char *)flk_key_code_342 + 0, (const char *)flk_key_code_342 + 428,
    (const char *)flk_key_code_343 + 0, (const char *)flk_key_code_343 + 32,
    (const char *)flk_key_code_344 + 49,
    (const char *)flk_key_code_345 + 17, (const char *)flk_key_code_345 + 81,
    (const char *)flk_key_code_346 + 20, (const char *)flk_key_code_346 + 80, (const char *)flk_key_code_346 + 147, (const char *)flk_key_code_346 + 208, (const char *)flk_key_code_346 + 275, (const char *)flk_key_code_346 + 336, (const char *)flk_key_code_346 + 401, (const char *)flk_key_code_346 + 467, (const char *)flk_key_code_346 + 531, (const char *)flk_key_code_346 + 592, (const char *)flk_key_code_346 + 657, (const char *)flk_key_code_346 + 1322, (const char *)flk_key_code_346 + 1363, (const char *)flk_key_code_346 + 1426, (const char *)flk_key_code_346 + 1491, (const char *)flk_key_code_346 + 2942, (const char *)flk_key_code_346 + 2961, (const char *)flk_key_code_346 + 3026, (const char *)flk_key_code_346 + 3163, (const char *)flk_key_code_346 + 3217, (const char *)flk_key_code_346 + 3281, (const char *)flk_key_code_346 + 3344, (const char *)flk_key_code_346 + 3409, (const char *)flk_key_code_346 + 3472, (const char *)flk_key_code_346 + 3536, (const char *)flk_key_code_346 + 3601, (const char *)flk_key_code_346 + 3709, (const char *)flk_key_code_346 + 3732, (const char *)flk_key_code_346 + 3795, (const char *)flk_key_code_346 + 4419, (const char *)flk_key_code_346 + 4517,
    (const char *)flk_key_code_347 + 0, (const char *)flk_key_code_347 + 17, (const char *)flk_key_code_347 + 914,
    (const char *)flk_key_code_348 + 0, (const char *)flk_key_code_348 + 34, (const char *)flk_key_code_348 + 272, (const char *)flk_key_code_348 + 291,
    (const char *)flk_key_code_349 + 0, (const char *)flk_key_code_349 + 51, (const char *)flk_key_code_349 + 113, (const char *)flk_key_code_349 + 181, (const char *)flk_key_code_349 + 242, (const char *)flk_key_code_349 + 306, (const char *)flk_key_code_349 + 526, (const char *)flk_key_code_349 + 560, (const char *)flk_key_code_349 + 626, (const char *)flk_key_code_349 + 748, (const char *)flk_key_code_349 + 752, (const char *)flk_key_code_349 + 872, (const char *)flk_key_code_349 + 880, (const char *)flk_key_code_349 + 944, (const char *)flk_key_code_349 + 1010, (const char *)flk_key_code_349 + 1178, (const char *)flk_key_code_349 + 1206, (const char *)flk_key_code_349 + 1268, (const char *)flk_key_code_349 + 1330, (const char *)flk_key_code_349 + 1970, (const char *)flk_key_code_349 + 2032, (const char *)flk_key_code_349 + 2097, (const char *)flk_key_code_349 + 2160, (const char *)flk_key_code_349 + 2314, (const char *)flk_key_code_349 + 2353, (const char *)flk_key_code_349 + 2420, (const char *)flk_key_code_349 + 2542, (const char *)flk_key_code_349 + 2546, (const char *)flk_key_code_349 + 2677, (const char *)flk_key_code_349 + 2737, (const char *)flk_key_code_349 + 2802, (const char *)flk_key_code_349 + 2980, (const char *)flk_key_code_349 + 2993, (const char *)flk_key_code_349 + 3056, (const char *)flk_key_code_349 + 3121, (const char *)flk_key_code_349 + 3828,
    (const char *)flk_key_code_350 + 0, (const char *)flk_key_code_350 + 18, (const char *)flk_key_code_350 + 85, (const char *)flk_key_code_350 + 249, (const char *)flk_key_code_350 + 273,
    (const char *)flk_key_code_351 + 17, (const char *)flk_key_code_351 + 83,
    (const char *)flk_key_code_352 + 49, (const char *)flk_key_code_352 + 112,
    (const char *)flk_key_code_353 + 35,
    (const char *)flk_key_code_354 + 0, (const char *)flk_key_code_354 + 66,
    (const char *)flk_key_code_355 + 34, (const char *)flk_key_code_355 + 96,
    (const char *)flk_key_code_356 + 0, (const char *)flk_key_code_356 + 66,
    (const char *)flk_key_code_357 + 33, (const char *)flk_key_code_357 + 160,
    (const char *)flk_key_code_358 + 0,
    (const char *)flk_key_code_359 + 17, (const char *)flk_key_code_359 + 100,
    (const char *)flk_key_code_360 + 16,
    (const char *)flk_key_code_361 + 34,
    (const char *)flk_key_code_362 + 16,
    (const char *)flk_key_code_363 + 48, (const char *)flk_key_code_363 + 2032,
    (const char *)flk_key_code_364 + 0,
    (const char *)flk_key_code_365 + 0, (const char *)flk_key_code_365 + 67, (const char *)flk_key_code_365 + 128, (const char *)flk_key_code_365 + 193,
    (const char *)flk_key_code_366 + 17, (const char *)flk_key_code_366 + 82, (const char *)flk_key_code_366 + 275,
    (const char *)flk_key_code_367 + 0, (const char *)flk_key_code_367 + 64, (const char *)flk_key_code_367 + 689, (const char *)flk_key_code_367 + 704,
    (const char *)flk_key_code_368 + 0, (const char *)flk_key_code_368 + 17, (const char *)flk_key_code_368 + 85, (const char *)flk_key_code_368 + 424,
    (const char *)flk_key_code_369 + 0, (const char *)flk_key_code_369 + 104,
    (const char *)flk_key_code_370 + 0, (const char *)flk_key_code_370 + 50, (const char *)flk_key_code_370 + 116, (const char *)flk_key_code_370 + 188,
    (const char *)flk_key_code_371 + 18,
    (const char *)flk_key_code_372 + 50, (const char *)flk_key_code_372 + 114,
    (const char *)flk_key_code_373 + 0, (const char *)flk_key_code_373 + 64, (const char *)flk_key_code_373 + 129, (const char *)flk_key_code_373 + 192, (const char *)flk_key_code_373 + 259,
    (const char *)flk_key_code_374 + 17, (const char *)flk_key_code_374 + 84,
    (const char *)flk_key_code_375 + 0,
    (const char *)flk_key_code_376 + 17, (const char *)flk_key_code_376 + 82, (const char *)flk_key_code_376 + 145, (const char *)flk_key_code_376 + 209,
    (const char *)flk_key_code_377 + 0,
    (const char *)flk_key_code_378 + 33,
    (const char *)flk_key_code_379 + 48,
    (const char *)flk_key_code_380 + 33,
    (const char *)flk_key_code_381 + 372,
    (const char *)flk_key_code_382 + 66,
    (const char *)flk_key_code_383 + 320,
    (const char *)flk_key_code_384 + 50,
};
const unsigned long flk_key_code_line_count = sizeof flk_key_code_lines / sizeof *flk_key_code_lines;
