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
extern void flk_key_code_74(void) __asm__("$s9flickterm16FlicktermCommandV4mainyyFZ") __attribute__((weak));
extern void flk_key_code_75(void) __asm__("$s10TerminalUI8MainLoopO3runs5NeverOyFZ") __attribute__((weak));
extern void flk_key_code_76(void) __asm__("$sScM14assumeIsolated_4file4linexxyKScMYcXE_s12StaticStringVSutKs8SendableRzlFZyt_Tg5") __attribute__((weak));
extern void flk_key_code_77(void) __asm__("$s10TerminalUI8MainLoopO3runs5NeverOyFZyyScMYcXEfU_") __attribute__((weak));
extern void flk_key_code_78(void) __asm__("$s10TerminalUI0A3AppC6listen33_B755C313297C0CFB8D4F05E2281575F6LLyyFySbYbScMYccfU_") __attribute__((weak));
extern void flk_key_code_79(void) __asm__("$s10TerminalUI0A3AppC8readKeys33_B755C313297C0CFB8D4F05E2281575F6LLyyF") __attribute__((weak));
extern void flk_key_code_80(void) __asm__("flk_wait_next") __attribute__((weak));
extern void flk_key_code_81(void) __asm__("swift_release") __attribute__((weak));
extern void flk_key_code_82(void) __asm__("_ZN5swift9RefCountsINS_13RefCountBitsTILNS_19RefCountInlinednessE1EEEE15doDecrementSlowILNS_13PerformDeinitE1EEEbS3_j") __attribute__((weak));
extern void flk_key_code_83(void) __asm__("$s10TerminalUI0A3AppC6handle33_B755C313297C0CFB8D4F05E2281575F6LLyyAA3KeyOF") __attribute__((weak));
extern void flk_key_code_84(void) __asm__("$s10TerminalUI13ResultsScreenCAA0D0A2aDP6handleySbAA3KeyOFTW") __attribute__((weak));
extern void flk_key_code_85(void) __asm__("$s10TerminalUI13ResultsScreenC6handleySbAA3KeyOF") __attribute__((weak));
extern void flk_key_code_86(void) __asm__("flk_main_queue_run") __attribute__((weak));
extern void flk_key_code_87(void) __asm__("swift_allocObject") __attribute__((weak));
extern void flk_key_code_88(void) __asm__("$ss23_ContiguousArrayStorageCfD") __attribute__((weak));
extern void flk_key_code_89(void) __asm__("$s11Observation0A9RegistrarV6access_7keyPathyx_s03KeyE0Cyxq_GtAA10ObservableRzr0_lF") __attribute__((weak));
extern void flk_key_code_90(void) __asm__("swift_retain") __attribute__((weak));
extern void flk_key_code_91(void) __asm__("swift_slowAlloc") __attribute__((weak));
extern void flk_key_code_92(void) __asm__("swift_deallocObject") __attribute__((weak));
extern void flk_key_code_93(void) __asm__("swift_deallocClassInstance") __attribute__((weak));
extern void flk_key_code_94(void) __asm__("swift_beginAccess") __attribute__((weak));
extern void flk_key_code_95(void) __asm__("$s10ViewModels013SearchResultsA5ModelC4show33_3E4BF0978959A2EF4642272768448B64LLyySnySiGF") __attribute__((weak));
extern void flk_key_code_96(void) __asm__("swift_slowDealloc") __attribute__((weak));
extern void flk_key_code_97(void) __asm__("swift_task_isCurrentExecutor") __attribute__((weak));
extern void flk_key_code_98(void) __asm__("swift_task_isCurrentExecutorWithFlags") __attribute__((weak));
extern void flk_key_code_99(void) __asm__("swift_bridgeObjectRelease") __attribute__((weak));
extern void flk_key_code_100(void) __asm__("swift_task_isMainExecutor") __attribute__((weak));
extern void flk_key_code_101(void) __asm__("swift_task_isMainExecutorImpl") __attribute__((weak));
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
extern void flk_key_code_128(void) __asm__("_nc_wgetch") __attribute__((weak));
extern void flk_key_code_129(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF10ViewModels7KeyNameO_Tg5") __attribute__((weak));
extern void flk_key_code_130(void) __asm__("$sScM6sharedScMvgZ") __attribute__((weak));
extern void flk_key_code_131(void) __asm__("swift_initStaticObject") __attribute__((weak));
extern void flk_key_code_132(void) __asm__("$sSS18_uncheckedFromUTF8ySSSRys5UInt8VGFZ") __attribute__((weak));
extern void flk_key_code_133(void) __asm__("swift_arrayInitWithCopy") __attribute__((weak));
extern void flk_key_code_134(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF10ViewModels10KeyContextO_Tg5") __attribute__((weak));
extern void flk_key_code_135(void) __asm__("__swift_destroy_boxed_opaque_existential_1") __attribute__((weak));
extern void flk_key_code_136(void) __asm__("$sSYsSHRzSH8RawValueSYRpzrlE08_rawHashB04seedS2i_tF10ViewModels10KeyContextO_Tgq5") __attribute__((weak));
extern void flk_key_code_137(void) __asm__("swift_createDefaultExecutorsOnce") __attribute__((weak));
extern void flk_key_code_138(void) __asm__("$sSa6append10contentsOfyqd__n_t7ElementQyd__RszSTRd__lF10TerminalUI3KeyO_SayAGGTg5") __attribute__((weak));
extern void flk_key_code_139(void) __asm__("swift_bridgeObjectRetain_n") __attribute__((weak));
extern void flk_key_code_140(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE6InputsA2aDP15noticeDismissedyyFTW") __attribute__((weak));
extern void flk_key_code_141(void) __asm__("$s10ViewModels013SearchResultsA5ModelC15noticeDismissedyyF") __attribute__((weak));
extern void flk_key_code_142(void) __asm__("_swift_observation_tls_get") __attribute__((weak));
extern void flk_key_code_143(void) __asm__("_nc_timed_wait") __attribute__((weak));
extern void flk_key_code_144(void) __asm__("$s10ViewModels7KeyNameO4hash4intoys6HasherVz_tF") __attribute__((weak));
extern void flk_key_code_145(void) __asm__("$ss6HasherV8_combineyys5UInt8VF") __attribute__((weak));
extern void flk_key_code_146(void) __asm__("is_linetouched") __attribute__((weak));
extern void flk_key_code_147(void) __asm__("is_wintouched") __attribute__((weak));
extern void flk_key_code_148(void) __asm__("wtouchln") __attribute__((weak));
extern void flk_key_code_149(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP4helpAA12HelpContentsVSgvgTW") __attribute__((weak));
extern void flk_key_code_150(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP10exitStatuss5Int32VSgvgTW") __attribute__((weak));
extern void flk_key_code_151(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP5bellsSivgTW") __attribute__((weak));
extern void flk_key_code_152(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP7redrawsSivgTW") __attribute__((weak));
extern void flk_key_code_153(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP11newSearchesSivgTW") __attribute__((weak));
extern void flk_key_code_154(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlFs5Int32V_Tg5") __attribute__((weak));
extern void flk_key_code_155(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlF10ViewModels7KeyNameO_Tg5") __attribute__((weak));
extern void flk_key_code_156(void) __asm__("__swift_project_boxed_opaque_existential_1") __attribute__((weak));
extern void flk_key_code_157(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE4TypeA2aDP7outputsAA0cdaE7Outputs_pvgTW") __attribute__((weak));
extern void flk_key_code_158(void) __asm__("swift_retain_n") __attribute__((weak));
extern void flk_key_code_159(void) __asm__("swift_getObjectType") __attribute__((weak));
extern void flk_key_code_160(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP6layoutAA0D6LayoutOvgTW") __attribute__((weak));
extern void flk_key_code_161(void) __asm__("$s10TerminalUI3KeyO14terminalScalarACSgs6UInt32V_tcfCTf4nd_n") __attribute__((weak));
extern void flk_key_code_162(void) __asm__("$s10TerminalUI3KeyOwxx") __attribute__((weak));
extern void flk_key_code_163(void) __asm__("$s10TerminalUI3KeyOWOe") __attribute__((weak));
extern void flk_key_code_164(void) __asm__("$s10TerminalUI9KeyReaderVwcp") __attribute__((weak));
extern void flk_key_code_165(void) __asm__("$s10TerminalUI9KeyReaderVWOh") __attribute__((weak));
extern void flk_key_code_166(void) __asm__("$sScMMa") __attribute__((weak));
extern void flk_key_code_167(void) __asm__("swift_weakLoadStrong") __attribute__((weak));
extern void flk_key_code_168(void) __asm__("swift_isEscapingClosureAtFileLocation") __attribute__((weak));
extern void flk_key_code_169(void) __asm__("$s10ViewModels17SelectionViewportV6scroll33_2A1B70160571967959982770249FCA98LLyyF") __attribute__((weak));
extern void flk_key_code_170(void) __asm__("$s10TerminalUI3KeyOWOy") __attribute__((weak));
extern void flk_key_code_171(void) __asm__("$s10TerminalUI9KeyReaderVwxx") __attribute__((weak));
extern void flk_key_code_172(void) __asm__("$s10ViewModels7KeyNameOSgWOe") __attribute__((weak));
extern void flk_key_code_173(void) __asm__("$s10TerminalUI3KeyOwcp") __attribute__((weak));
extern void flk_key_code_174(void) __asm__("$s10TerminalUI3KeyO4name10ViewModels0C4NameOSgvg") __attribute__((weak));
extern void flk_key_code_175(void) __asm__("$s10ViewModels7KeyNameOSgWOy") __attribute__((weak));
extern void flk_key_code_176(void) __asm__("$s10TerminalUI3KeyOWOh") __attribute__((weak));
extern void flk_key_code_177(void) __asm__("$s10ViewModels17SelectionViewportV23__derived_struct_equalsySbAC_ACtFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_178(void) __asm__("$sSasSQRzlE2eeoiySbSayxG_ABtFZ10TerminalUI3KeyO_Tt1g5") __attribute__((weak));
extern void flk_key_code_179(void) __asm__("$s10ViewModels7KeyNameOWOy") __attribute__((weak));
extern void flk_key_code_180(void) __asm__("_swift_pod_destroy") __attribute__((weak));
extern void flk_key_code_181(void) __asm__("_nc_handle_sigwinch") __attribute__((weak));
extern void flk_key_code_182(void) __asm__("$s10ViewModels12HelpContentsVSgWOy") __attribute__((weak));
extern void flk_key_code_183(void) __asm__("$ss15ContinuousClockV7InstantVMa") __attribute__((weak));
extern void flk_key_code_184(void) __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyF") __attribute__((weak));
extern void flk_key_code_185(void) __asm__("$s10TerminalUI13ResultsScreenC9drawParts2on7changedyAA6CanvasV_yyYbScMYcctF") __attribute__((weak));
extern void flk_key_code_186(void) __asm__("$s11Observation04withA8Tracking_8onChangexxyXE_yyYbcyXKtlF") __attribute__((weak));
extern void flk_key_code_187(void) __asm__("$s10TerminalUI6CanvasV7presentyyF") __attribute__((weak));
extern void flk_key_code_188(void) __asm__("__wrap_doupdate") __attribute__((weak));
extern void flk_key_code_189(void) __asm__("$s10TerminalUI13ResultsScreenC9planSlots33_E2D85A74ED32AAD52CA445668A49F65CLL_2onSi10ViewModels06SearchcP12ModelOutputs_p_AA6CanvasVtF") __attribute__((weak));
extern void flk_key_code_190(void) __asm__("wadd_wch") __attribute__((weak));
extern void flk_key_code_191(void) __asm__("_nc_outc_wrapper") __attribute__((weak));
extern void flk_key_code_192(void) __asm__("_nc_flush_sp") __attribute__((weak));
extern void flk_key_code_193(void) __asm__("_nc_outch_sp") __attribute__((weak));
extern void flk_key_code_194(void) __asm__("_nc_outch") __attribute__((weak));
extern void flk_key_code_195(void) __asm__("tputs_sp") __attribute__((weak));
extern void flk_key_code_196(void) __asm__("_nc_putp_sp") __attribute__((weak));
extern void flk_key_code_197(void) __asm__("tputs") __attribute__((weak));
extern void flk_key_code_198(void) __asm__("$s11Observation0A9RegistrarV12withMutation2of7keyPath_q0_x_s03KeyG0Cyxq_Gq0_yKXEtKAA10ObservableRzr1_lF") __attribute__((weak));
extern void flk_key_code_199(void) __asm__("$sSH13_rawHashValue4seedS2i_tFTj") __attribute__((weak));
extern void flk_key_code_200(void) __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyFAA6Screen_pSgyXEfU1_") __attribute__((weak));
extern void flk_key_code_201(void) __asm__("$s10TerminalUI0A3AppC9drawFrame33_B755C313297C0CFB8D4F05E2281575F6LL_8tooSmall8overlaidAA6Screen_pSgAI_SaySSGSgSbtF") __attribute__((weak));
extern void flk_key_code_202(void) __asm__("$s10TerminalUI12ImagePainterC10frameDrawnyyF") __attribute__((weak));
extern void flk_key_code_203(void) __asm__("waddnwstr") __attribute__((weak));
extern void flk_key_code_204(void) __asm__("flk_move_cursor") __attribute__((weak));
extern void flk_key_code_205(void) __asm__("$s10TerminalUI13ResultsScreenC12drawTitleBar33_E2D85A74ED32AAD52CA445668A49F65CLL_2ony10ViewModels06SearchcQ12ModelOutputs_p_AA6CanvasVtF") __attribute__((weak));
extern void flk_key_code_206(void) __asm__("$s10TerminalUI13ResultsScreenC4draw2onyAA6CanvasV_tF") __attribute__((weak));
extern void flk_key_code_207(void) __asm__("$ss10AnyKeyPathC4hash4intoys6HasherVz_tF") __attribute__((weak));
extern void flk_key_code_208(void) __asm__("$s10TerminalUI6CanvasV3bar3row4left5right4role11besideDrawnySi_S2SAA5ThemeV4RoleOSSSgtF") __attribute__((weak));
extern void flk_key_code_209(void) __asm__("vid_puts_sp") __attribute__((weak));
extern void flk_key_code_210(void) __asm__("vid_puts") __attribute__((weak));
extern void flk_key_code_211(void) __asm__("wnoutrefresh") __attribute__((weak));
extern void flk_key_code_212(void) __asm__("$ss6HasherV5_hash4seed_S2i_s6UInt64VtFZ") __attribute__((weak));
extern void flk_key_code_213(void) __asm__("$sSS6appendyySSF") __attribute__((weak));
extern void flk_key_code_214(void) __asm__("__wrap__nc_tiparm") __attribute__((weak));
extern void flk_key_code_215(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP8positionSSvgTW") __attribute__((weak));
extern void flk_key_code_216(void) __asm__("$s10ViewModels013SearchResultsA5ModelC8positionSSvg") __attribute__((weak));
extern void flk_key_code_217(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlFSi_Tg5") __attribute__((weak));
extern void flk_key_code_218(void) __asm__("$s11Observation0A8TrackingV6cancelyyF") __attribute__((weak));
extern void flk_key_code_219(void) __asm__("$s10ViewModels013SearchResultsA5ModelC8positionSSvgSSSiXEfU_") __attribute__((weak));
extern void flk_key_code_220(void) __asm__("_nc_pair_content") __attribute__((weak));
extern void flk_key_code_221(void) __asm__("_nc_do_color_sp") __attribute__((weak));
extern void flk_key_code_222(void) __asm__("$sSh8_VariantV6insertySb8inserted_x17memberAfterInserttxnFSi_Tg5") __attribute__((weak));
extern void flk_key_code_223(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP4rows2inSayAA010ResultItemaE4Type_pGSnySiG_tFTW") __attribute__((weak));
extern void flk_key_code_224(void) __asm__("$s10ViewModels013SearchResultsA5ModelC4rows2inSayAA010ResultItemaE4Type_pGSnySiG_tF") __attribute__((weak));
extern void flk_key_code_225(void) __asm__("$ss18_DictionaryStorageC6resize8original8capacity4moveAByxq_Gs05__RawaB0C_SiSbtFZ") __attribute__((weak));
extern void flk_key_code_226(void) __asm__("$s10TerminalUI12ImagePainterC4send33_F818917310E8169F8C1C24501EFBACD4LL6unsentSbySays5UInt8VGXE_tF04$s10a4UI12cd21C9frameSentSbyFySays5M7VGXEfU_ACTf1cn_nTf4ng_n") __attribute__((weak));
extern void flk_key_code_227(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP17firstVisibleIndexSivgTW") __attribute__((weak));
extern void flk_key_code_228(void) __asm__("$ss10_NativeSetV9insertNew_2at8isUniqueyxn_s10_HashTableV6BucketVSbtFSi_Tg5") __attribute__((weak));
extern void flk_key_code_229(void) __asm__("__wrap_wcwidth") __attribute__((weak));
extern void flk_key_code_230(void) __asm__("$s10TerminalUI6CanvasVwcp") __attribute__((weak));
extern void flk_key_code_231(void) __asm__("$sSlsE5first7ElementQzSgvgSS17UnicodeScalarViewV_Tg5") __attribute__((weak));
extern void flk_key_code_232(void) __asm__("$s10TerminalUI0A6OutputC12frameFlushedyyF") __attribute__((weak));
extern void flk_key_code_233(void) __asm__("whline") __attribute__((weak));
extern void flk_key_code_234(void) __asm__("wmove") __attribute__((weak));
extern void flk_key_code_235(void) __asm__("$ss18_DictionaryStorageCfD") __attribute__((weak));
extern void flk_key_code_236(void) __asm__("$s10TerminalUI6CanvasVWOc") __attribute__((weak));
extern void flk_key_code_237(void) __asm__("$ss10_NativeSetV13copyAndResize8capacityySi_tFSi_Tg5") __attribute__((weak));
extern void flk_key_code_238(void) __asm__("$s10TerminalUI6CanvasVwxx") __attribute__((weak));
extern void flk_key_code_239(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF10TerminalUI5ThemeV4RoleO_Tg5") __attribute__((weak));
extern void flk_key_code_240(void) __asm__("$s10TerminalUI13ResultsScreenC8drawTail33_E2D85A74ED32AAD52CA445668A49F65CLL_2ony10ViewModels06SearchcP12ModelOutputs_p_AA6CanvasVtF") __attribute__((weak));
extern void flk_key_code_241(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlFSO_Tg5") __attribute__((weak));
extern void flk_key_code_242(void) __asm__("$s5Model12TerminalTextO16isPrintableASCII33_4DCF6A73EECA57F3AF16E403A0BB28EFLLySbSSFZTf4nd_n") __attribute__((weak));
extern void flk_key_code_243(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP13selectedIndexSiSgvgTW") __attribute__((weak));
extern void flk_key_code_244(void) __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyFyyYbcyXEfu_yyYbcfU2_") __attribute__((weak));
extern void flk_key_code_245(void) __asm__("setcchar") __attribute__((weak));
extern void flk_key_code_246(void) __asm__("flk_fill") __attribute__((weak));
extern void flk_key_code_247(void) __asm__("$s10TerminalUI6CanvasVWOh") __attribute__((weak));
extern void flk_key_code_248(void) __asm__("$ss18_DictionaryStorageCfd") __attribute__((weak));
extern void flk_key_code_249(void) __asm__("_nc_synchook") __attribute__((weak));
extern void flk_key_code_250(void) __asm__("wsyncdown") __attribute__((weak));
extern void flk_key_code_251(void) __asm__("$s5Model12TerminalTextO12displayWidthySiSSFZ") __attribute__((weak));
extern void flk_key_code_252(void) __asm__("$ss11_StringGutsV19validateScalarIndexySS0E0VAEF") __attribute__((weak));
extern void flk_key_code_253(void) __asm__("$ss27_stringCompareWithSmolCheck__9expectingSbs11_StringGutsV_ADs01_G16ComparisonResultOtF") __attribute__((weak));
extern void flk_key_code_254(void) __asm__("$s10TerminalUI13ResultsScreenC9drawParts2on7changedyAA6CanvasV_yyYbScMYcctFyyXEfU4_") __attribute__((weak));
extern void flk_key_code_255(void) __asm__("$s10ViewModels013SearchResultsA5ModelC10listStatusAA0G4LineVSgvg") __attribute__((weak));
extern void flk_key_code_256(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10TerminalUI13ResultsScreenC7SlotDue33_E2D85A74ED32AAD52CA445668A49F65CLLV_Tg5") __attribute__((weak));
extern void flk_key_code_257(void) __asm__("_nc_render") __attribute__((weak));
extern void flk_key_code_258(void) __asm__("_ZN5swift12metadataimpl14ValueWitnessesINS0_19ClassExistentialBoxILj1EEEE7destroyEPNS_11OpaqueValueEPKNS_14TargetMetadataINS_9InProcessEEE") __attribute__((weak));
extern void flk_key_code_259(void) __asm__("$s10TerminalUI6CanvasV5blank3row7columnsySi_SnySiGtFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_260(void) __asm__("$s10ViewModels013SearchResultsA5ModelC10statusLineAA06StatusG0Vvg") __attribute__((weak));
extern void flk_key_code_261(void) __asm__("swift_weakInit") __attribute__((weak));
extern void flk_key_code_262(void) __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyFyyYbcyXEfu_yyYbcfU2_yyScMYcXEfU_") __attribute__((weak));
extern void flk_key_code_263(void) __asm__("_ZN5swift9RefCountsINS_13RefCountBitsTILNS_19RefCountInlinednessE1EEEE17formWeakReferenceEv") __attribute__((weak));
extern void flk_key_code_264(void) __asm__("wvline_set") __attribute__((weak));
extern void flk_key_code_265(void) __asm__("swift_bridgeObjectRelease_n") __attribute__((weak));
extern void flk_key_code_266(void) __asm__("$s10ViewModels12PhotoActionsC10statusLineAA06StatusF0VSgvg") __attribute__((weak));
extern void flk_key_code_267(void) __asm__("_nc_baudrate") __attribute__((weak));
extern void flk_key_code_268(void) __asm__("swift_release_n") __attribute__((weak));
extern void flk_key_code_269(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP12emptyMessageSSSgvgTW") __attribute__((weak));
extern void flk_key_code_270(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10ViewModels010ResultItemP9ModelType_p_Tg5") __attribute__((weak));
extern void flk_key_code_271(void) __asm__("$s10ViewModels013SearchResultsA5ModelC12emptyMessageSSSgvg") __attribute__((weak));
extern void flk_key_code_272(void) __asm__("$ss11_SetStorageCfd") __attribute__((weak));
extern void flk_key_code_273(void) __asm__("flk_lines") __attribute__((weak));
extern void flk_key_code_274(void) __asm__("$sSh8containsySbxF10TerminalUI0B3AppC0D4Part33_B755C313297C0CFB8D4F05E2281575F6LLO_Tg5Tf4dn_n") __attribute__((weak));
extern void flk_key_code_275(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP5titleSSvgTW") __attribute__((weak));
extern void flk_key_code_276(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlFSO_Tg5") __attribute__((weak));
extern void flk_key_code_277(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP11originLabelSSSgvgTW") __attribute__((weak));
extern void flk_key_code_278(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlF10TerminalUI5ThemeV4RoleO_Tg5") __attribute__((weak));
extern void flk_key_code_279(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP8geometryAA0D8GeometryVvgTW") __attribute__((weak));
extern void flk_key_code_280(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP8tooSmallSaySSGSgvgTW") __attribute__((weak));
extern void flk_key_code_281(void) __asm__("$s10ViewModels15ResultsGeometryV4slotySi4line_Si6columntSiF") __attribute__((weak));
extern void flk_key_code_282(void) __asm__("$s10TerminalUI6CanvasVwet") __attribute__((weak));
extern void flk_key_code_283(void) __asm__("wattr_on") __attribute__((weak));
extern void flk_key_code_284(void) __asm__("swift_weakDestroy") __attribute__((weak));
extern void flk_key_code_285(void) __asm__("swift_getCanonicalSpecializedMetadata") __attribute__((weak));
extern void flk_key_code_286(void) __asm__("$s10TerminalUI6CanvasV10beginFrame7keepingySOSg_tF") __attribute__((weak));
extern void flk_key_code_287(void) __asm__("$s10TerminalUI15ResultsOnScreenV8TitleBarVSgWOy") __attribute__((weak));
extern void flk_key_code_288(void) __asm__("wattr_off") __attribute__((weak));
extern void flk_key_code_289(void) __asm__("_swift_observation_tls_set") __attribute__((weak));
extern void flk_key_code_290(void) __asm__("$s10ViewModels15ResultsGeometryV23__derived_struct_equalsySbAC_ACtFZ") __attribute__((weak));
extern void flk_key_code_291(void) __asm__("$s10ViewModels15ResultsGeometryV23__derived_struct_equalsySbAC_ACtFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_292(void) __asm__("$s5Model9PhotoPageV7hasMoreSbvg") __attribute__((weak));
extern void flk_key_code_293(void) __asm__("$s10ViewModels013SearchResultsA12ModelOutputs_pWOb") __attribute__((weak));
extern void flk_key_code_294(void) __asm__("$s10TerminalUI6CanvasVwst") __attribute__((weak));
extern void flk_key_code_295(void) __asm__("curs_set_sp") __attribute__((weak));
extern void flk_key_code_296(void) __asm__("curs_set") __attribute__((weak));
extern void flk_key_code_297(void) __asm__("$s5Model12AnswerOriginO5labelSSSgvg") __attribute__((weak));
extern void flk_key_code_298(void) __asm__("$sSh8containsySbxF10TerminalUI5ThemeV4RoleO_Tg5") __attribute__((weak));
extern void flk_key_code_299(void) __asm__("flk_attr_bold") __attribute__((weak));
extern void flk_key_code_300(void) __asm__("flk_cursor_record_holds") __attribute__((weak));
extern void flk_key_code_301(void) __asm__("$s10TerminalUI13ResultsScreenCAA0D0A2aDP15keepsItsDrawingSbvgTW") __attribute__((weak));
extern void flk_key_code_302(void) __asm__("flk_restyle") __attribute__((weak));
extern void flk_key_code_303(void) __asm__("wchgat") __attribute__((weak));
extern void flk_key_code_304(void) __asm__("__wrap_wcrtomb") __attribute__((weak));
extern void flk_key_code_305(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE6InputsA2aDP8moveDownyyFTW") __attribute__((weak));
extern void flk_key_code_306(void) __asm__("$s10TerminalUI6CanvasV4text_3row6column5width4role4boldySS_S3iSgAA5ThemeV4RoleOSbtFSSAD_Says5Int32VG4wideSi6blanksSi0N2AttyXEfU_") __attribute__((weak));
extern void flk_key_code_307(void) __asm__("$sSS5index_8offsetBy07limitedC0SS5IndexVSgAE_SiAEtF") __attribute__((weak));
extern void flk_key_code_308(void) __asm__("$sSKsE8dropLasty11SubSequenceQzSiFSS_Tg5Tf4ng_n") __attribute__((weak));
extern void flk_key_code_309(void) __asm__("$sSSySsSnySS5IndexVGcig") __attribute__((weak));
extern void flk_key_code_310(void) __asm__("$s5Model12TerminalTextO3cut33_4DCF6A73EECA57F3AF16E403A0BB28EFLL_7toWidth8ellipsisSS4text_Si7columnstSS_SiSJtFZTf4nnnd_n") __attribute__((weak));
extern void flk_key_code_311(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtFs5Int32V_Tg5") __attribute__((weak));
extern void flk_key_code_312(void) __asm__("$s5Model12TerminalTextO9sanitized_15keepingNewlinesS2S_SbtFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_313(void) __asm__("$s5Model12TerminalTextO8drawableyS2SFZ") __attribute__((weak));
extern void flk_key_code_314(void) __asm__("$s10ViewModels013SearchResultsA5ModelC8moveDownyyFyAA17SelectionViewportVzXEfU_") __attribute__((weak));
extern void flk_key_code_315(void) __asm__("$s10TerminalUI6GlyphsO3mapyS2SF") __attribute__((weak));
extern void flk_key_code_316(void) __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntF10TerminalUI11FittedTextsC3Key33_B23C8CEA079DA2255118F992931939D1LLVySS4text_Says5Int32VG4wideSi6blanksSi0X2Att_G_SSAQ_AtUSiAVSiAWtTg5") __attribute__((weak));
extern void flk_key_code_317(void) __asm__("$s10TerminalUI6CanvasV6scroll4rows2byySnySiG_SitF") __attribute__((weak));
extern void flk_key_code_318(void) __asm__("$s10TerminalUI11FittedTextsC4text_5width3fitxSS_SixyXEtFSS_Tg504$s10A42UI6CanvasV6fitted_7toWidthS2S_SitFSSyXEfU_SSSiTf1nncn_nTf4nnngn_n") __attribute__((weak));
extern void flk_key_code_319(void) __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsA2aDP10countsTextSSvgTW") __attribute__((weak));
extern void flk_key_code_320(void) __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsA2aDP9thumbnailAA10ImageStateOvgTW") __attribute__((weak));
extern void flk_key_code_321(void) __asm__("$s10TerminalUI15ResultsOnScreenV6scroll2byySi_tF") __attribute__((weak));
extern void flk_key_code_322(void) __asm__("$ss15ContiguousArrayV16_createNewBuffer14bufferIsUnique15minimumCapacity13growForAppendySb_SiSbtF10TerminalUI15ResultsOnScreenV4SlotO_Tg5") __attribute__((weak));
extern void flk_key_code_323(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10TerminalUI15ResultsOnScreenV4SlotO_Tg5") __attribute__((weak));
extern void flk_key_code_324(void) __asm__("$s5Model20DeferredPhotoServiceCAA0c6SearchD0A2aDP13fetchesCountsSbvgTW") __attribute__((weak));
extern void flk_key_code_325(void) __asm__("$s5Model20DeferredPhotoServiceC13fetchesCountsSbvg") __attribute__((weak));
extern void flk_key_code_326(void) __asm__("$s10TerminalUI15ResultsOnScreenV4TailVSgWOe") __attribute__((weak));
extern void flk_key_code_327(void) __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE4TypeA2aDP7outputsAA0cdaE7Outputs_pvgTW") __attribute__((weak));
extern void flk_key_code_328(void) __asm__("$s10TerminalUI15ScreenNavigatorC10ViewModels0E13ModelServicesAadEP6photos0G018PhotoSearchService_pvgTW") __attribute__((weak));
extern void flk_key_code_329(void) __asm__("_ZN5swift12metadataimpl20BufferValueWitnessesINS0_14ValueWitnessesINS0_18SwiftRetainableBoxEEELb1ELm8ELm8ELNS0_12FixedPackingE1EE32initializeBufferWithCopyOfBufferEPNS_17TargetValueBufferINS_9InProcessEEESA_PKNS_14TargetMetadataIS8_EE") __attribute__((weak));
extern void flk_key_code_330(void) __asm__("$s10TerminalUI6GlyphsO3mapyS2JF") __attribute__((weak));
extern void flk_key_code_331(void) __asm__("$s10ViewModels10ImageStateOWOy") __attribute__((weak));
extern void flk_key_code_332(void) __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsA2aDP8subtitleSSvgTW") __attribute__((weak));
extern void flk_key_code_333(void) __asm__("$s10ViewModels010ResultItemA5ModelC9isVisibleSbvsyyXEfU_") __attribute__((weak));
extern void flk_key_code_334(void) __asm__("$s5Model14CatalogServiceCAA011PhotoSearchC0A2aDP13fetchesCountsSbvgTW") __attribute__((weak));
extern void flk_key_code_335(void) __asm__("__wrap__nc_mvcur_sp") __attribute__((weak));
extern void flk_key_code_336(void) __asm__("_nc_mvcur_sp") __attribute__((weak));
extern void flk_key_code_337(void) __asm__("flk_scroll_lines") __attribute__((weak));
extern void flk_key_code_338(void) __asm__("$s10TerminalUI12ImagePainterC6scroll4rows2by16terminalScrolledySnySiG_SiSbtF") __attribute__((weak));
extern void flk_key_code_339(void) __asm__("$s10TerminalUI12ImagePainterC5Shift33_F818917310E8169F8C1C24501EFBACD4LLV5movedyAC11OverlayGridAELLVAIF") __attribute__((weak));
extern void flk_key_code_340(void) __asm__("_nc_scrolln_sp") __attribute__((weak));
extern void flk_key_code_341(void) __asm__("_nc_scrolln") __attribute__((weak));
extern void flk_key_code_342(void) __asm__("flk_scroll_window_lines") __attribute__((weak));
extern void flk_key_code_343(void) __asm__("__wrap__nc_scroll_window") __attribute__((weak));
extern void flk_key_code_344(void) __asm__("flk_lines_alike") __attribute__((weak));
extern void flk_key_code_345(void) __asm__("$s10TerminalUI12ImagePainterC5Shift33_F818917310E8169F8C1C24501EFBACD4LLV5movedySDySiSnySiGGAIF") __attribute__((weak));
extern void flk_key_code_346(void) __asm__("$ss17_NativeDictionaryV5merge_8isUnique16uniquingKeysWithyqd__n_Sbq_q__q_tKXEtKSTRd__x_q_t7ElementRtd__lFSi_SnySiGSaySi_AHtGTg5012$sSD20uniquegh33ValuesSDyxq_Gqd__n_tcSTRd__x_q_t7i29Rtd__lufcq_q__q_tKXEfU_Si_Snyu4GSayU8_AEtGTG5Tf1nncn_n") __attribute__((weak));
extern void flk_key_code_347(void) __asm__("_nc_str_init") __attribute__((weak));
extern void flk_key_code_348(void) __asm__("_nc_safe_strcpy") __attribute__((weak));
extern void flk_key_code_349(void) __asm__("$s10TerminalUI12ImagePainterC5Shift33_F818917310E8169F8C1C24501EFBACD4LLV5movedySayAC10UnsentCellAELLVGAJF") __attribute__((weak));
extern void flk_key_code_350(void) __asm__("flk_rotating_scrolls_of") __attribute__((weak));
extern void flk_key_code_351(void) __asm__("_nc_make_oldhash_sp") __attribute__((weak));
extern void flk_key_code_352(void) __asm__("_nc_scroll_oldhash_sp") __attribute__((weak));
extern void flk_key_code_353(void) __asm__("$ss22_stringCompareInternal__9expectingSbs11_StringGutsV_ADs01_E16ComparisonResultOtF") __attribute__((weak));
extern void flk_key_code_354(void) __asm__("$s10ViewModels10ImageStateOWOh") __attribute__((weak));
extern void flk_key_code_355(void) __asm__("$s10ViewModels10ImageStateOwxx") __attribute__((weak));
extern void flk_key_code_356(void) __asm__("$s10TerminalUI13ResultsScreenC9drawParts2on7changedyAA6CanvasV_yyYbScMYcctFyyXEfU2_") __attribute__((weak));
extern void flk_key_code_357(void) __asm__("$s10TerminalUI13ResultsScreenC7drawRow33_E2D85A74ED32AAD52CA445668A49F65CLL_8selected3row8geometry2ony10ViewModels010ResultItemS12ModelOutputs_p_SbSiAJ0C8GeometryVAA6CanvasVtFTf4nnnnnd_n") __attribute__((weak));
extern void flk_key_code_358(void) __asm__("$s10TerminalUI13ResultsScreenC13drawThumbnail33_E2D85A74ED32AAD52CA445668A49F65CLL_3row6column5cells2ony10ViewModels10ImageStateO_S3i7columns_Si4rowstAA6CanvasVtFTf4nnnnnnd_n") __attribute__((weak));
extern void flk_key_code_359(void) __asm__("$sSS27unsafeUninitializedCapacity20initializingUTF8WithSSSi_SiSrys5UInt8VGKXEtKcfC") __attribute__((weak));
extern void flk_key_code_360(void) __asm__("$s10TerminalUI13ResultsScreenC21drawSubtitleAndCounts33_E2D85A74ED32AAD52CA445668A49F65CLL_3row6column2ony10ViewModels010ResultItemT12ModelOutputs_p_S2iAA6CanvasVtFTf4nnnnd_n") __attribute__((weak));
extern void flk_key_code_361(void) __asm__("$s5Model12TerminalTextO6fitted_7toWidthS2S_SitFZ") __attribute__((weak));
extern void flk_key_code_362(void) __asm__("$s10TerminalUI13ObservedApartC3run_7changed_qd__x_yxYbScMYccqd__yXEtlFyyYbcyXEfu_AA13ResultsScreenC4Part33_E2D85A74ED32AAD52CA445668A49F65CLLO_ytTG5") __attribute__((weak));
extern void flk_key_code_363(void) __asm__("$s5Model12TerminalTextO6fitted_7toWidthS2S_SitFZSSSRys5UInt8VGXEfU_SiSryAGGXEfU_") __attribute__((weak));
extern void flk_key_code_364(void) __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntF10TerminalUI11FittedTextsC3Key33_B23C8CEA079DA2255118F992931939D1LLVySS_G_SSTg5") __attribute__((weak));
extern void flk_key_code_365(void) __asm__("flk_frame_clears") __attribute__((weak));
extern void flk_key_code_366(void) __asm__("$ss32_copyCollectionToContiguousArrayys0dE0Vy7ElementQzGxSlRzlFSS8UTF8ViewV_Tgq5") __attribute__((weak));
extern void flk_key_code_367(void) __asm__("$ss10_HashTableV12previousHole6beforeAB6BucketVAF_tF") __attribute__((weak));
extern void flk_key_code_368(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF5Model8RGBImageV_Tg5") __attribute__((weak));
extern void flk_key_code_369(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlF5Model8RGBImageV_Tg5") __attribute__((weak));
extern void flk_key_code_370(void) __asm__("$s5Model8RGBImageVwcp") __attribute__((weak));
extern void flk_key_code_371(void) __asm__("$s5Model8RGBImageVWOh") __attribute__((weak));
extern void flk_key_code_372(void) __asm__("$s5Model8RGBImageVwxx") __attribute__((weak));
extern void flk_key_code_373(void) __asm__("$s20FoundationEssentials4DataVSgWOy") __attribute__((weak));
extern void flk_key_code_374(void) __asm__("$s10TerminalUI12ImagePainterC4send33_F818917310E8169F8C1C24501EFBACD4LL6unsentSbySays5UInt8VGXE_tF04$s10a4UI12cd22C10frameReadyyyFySays5M7VGXEfU_Tf1cn_n") __attribute__((weak));
extern void flk_key_code_375(void) __asm__("_ZN5swift20LockingConcurrentMapINS_17GenericCacheEntryENS_27LockingConcurrentMapStorageIS1_Lt14EEEE11getOrInsertINS_16MetadataCacheKeyEJRNS_15MetadataRequestERPKNS_27TargetTypeContextDescriptorINS_9InProcessEEERPKPKvEEESt4pairIPS1_NS_16MetadataResponseEET_DpOT0_") __attribute__((weak));
extern void flk_key_code_376(void) __asm__("_ZN5swift38StableAddressConcurrentReadableHashMapINS_17GenericCacheEntryENS_23TaggedMetadataAllocatorILt14EEENS_5MutexEE11getOrInsertINS_16MetadataCacheKeyEJRNS_17MetadataWaitQueue6WorkerERNS_15MetadataRequestERPKNS_27TargetTypeContextDescriptorINS_9InProcessEEERPKPKvEEESt4pairIPS1_bET_DpOT0_") __attribute__((weak));
extern void flk_key_code_377(void) __asm__("_ZNK5swift16MetadataCacheKeyeqERKS0_") __attribute__((weak));
extern void flk_key_code_378(void) __asm__("_ZN5swift22MetadataCacheEntryBaseINS_17GenericCacheEntryEJPKvEE20awaitSatisfyingStateERNS_18ConcurrencyControlENS_15MetadataRequestE") __attribute__((weak));
extern void flk_key_code_379(void) __asm__("_ZN5swift15AtomicWaitQueueINS_17MetadataWaitQueueENS_13IndirectMutexEE6WorkerD2Ev") __attribute__((weak));
extern void flk_key_code_380(void) __asm__("$sSa6append10contentsOfyqd__n_t7ElementQyd__RszSTRd__lFs5UInt8V_SayAFGTg5") __attribute__((weak));
extern void flk_key_code_381(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtFs5UInt8V_Tg5") __attribute__((weak));
extern void flk_key_code_382(void) __asm__("$ss11_StringGutsV8copyUTF84intoSiSgSrys5UInt8VG_tF") __attribute__((weak));
extern void flk_key_code_383(void) __asm__("$sSa6append10contentsOfyqd__n_t7ElementQyd__RszSTRd__lFs5UInt8V_SS8UTF8ViewVTg5") __attribute__((weak));
extern void flk_key_code_384(void) __asm__("$ss22_ContiguousArrayBufferV19_uninitializedCount15minimumCapacityAByxGSi_SitcfCs5UInt8V_Tt1gq5") __attribute__((weak));
extern void flk_key_code_385(void) __asm__("$sSa28_allocateBufferUninitialized15minimumCapacitys016_ContiguousArrayB0VyxGSi_tFZ") __attribute__((weak));
extern void flk_key_code_386(void) __asm__("$ss22_ContiguousArrayBufferV19_uninitializedCount15minimumCapacityAByxGSi_SitcfC") __attribute__((weak));
extern void flk_key_code_387(void) __asm__("$ss23_ContiguousArrayStorageCMa") __attribute__((weak));
extern void flk_key_code_388(void) __asm__("swift_isClassType") __attribute__((weak));
extern void flk_key_code_389(void) __asm__("$s20FoundationEssentials4DataVSgWOc") __attribute__((weak));
extern void flk_key_code_390(void) __asm__("$s20FoundationEssentials4DataVSgWOe") __attribute__((weak));
extern void flk_key_code_391(void) __asm__("_ZN5swift12metadataimpl29FixedSizeBufferValueWitnessesINS0_14ValueWitnessesINS0_18SwiftRetainableBoxEEELb1ELm8ELm8ELb1EE23getEnumTagSinglePayloadEPKNS_11OpaqueValueEjPKNS_14TargetMetadataINS_9InProcessEEE") __attribute__((weak));
extern void flk_key_code_392(void) __asm__("_ZNR5swift25ConcurrentReadableHashMapINS_21HashMapElementWrapperINS_17GenericCacheEntryEEENS_5MutexEE8Snapshot4findINS_16MetadataCacheKeyEEEPKS3_RKT_") __attribute__((weak));
extern void flk_key_code_393(void) __asm__("$s5Model8RGBImageV23__derived_struct_equalsySbAC_ACtFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_394(void) __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntF5Model8RGBImageV_10TerminalUI11MosaicImageVTg5") __attribute__((weak));
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
    (const char *)flk_key_code_14 + 17, (const char *)flk_key_code_14 + 80, (const char *)flk_key_code_14 + 145, (const char *)flk_key_code_14 + 224, (const char *)flk_key_code_14 + 274, (const char *)flk_key_code_14 + 336,
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
    (const char *)flk_key_code_73 + 4,
    (const char *)flk_key_code_74 + 804,
    (const char *)flk_key_code_75 + 160,
    (const char *)flk_key_code_76 + 0, (const char *)flk_key_code_76 + 34, (const char *)flk_key_code_76 + 98, (const char *)flk_key_code_76 + 161,
    (const char *)flk_key_code_77 + 19, (const char *)flk_key_code_77 + 81, (const char *)flk_key_code_77 + 146, (const char *)flk_key_code_77 + 217, (const char *)flk_key_code_77 + 272, (const char *)flk_key_code_77 + 337, (const char *)flk_key_code_77 + 403,
    (const char *)flk_key_code_78 + 17, (const char *)flk_key_code_78 + 80,
    (const char *)flk_key_code_79 + 0, (const char *)flk_key_code_79 + 50, (const char *)flk_key_code_79 + 114, (const char *)flk_key_code_79 + 177, (const char *)flk_key_code_79 + 241, (const char *)flk_key_code_79 + 308, (const char *)flk_key_code_79 + 368, (const char *)flk_key_code_79 + 433, (const char *)flk_key_code_79 + 593, (const char *)flk_key_code_79 + 627, (const char *)flk_key_code_79 + 689, (const char *)flk_key_code_79 + 755, (const char *)flk_key_code_79 + 820, (const char *)flk_key_code_79 + 1238, (const char *)flk_key_code_79 + 1267, (const char *)flk_key_code_79 + 1329, (const char *)flk_key_code_79 + 1393, (const char *)flk_key_code_79 + 1458, (const char *)flk_key_code_79 + 1743, (const char *)flk_key_code_79 + 1779, (const char *)flk_key_code_79 + 1846, (const char *)flk_key_code_79 + 1907, (const char *)flk_key_code_79 + 1968,
    (const char *)flk_key_code_80 + 0, (const char *)flk_key_code_80 + 66, (const char *)flk_key_code_80 + 128, (const char *)flk_key_code_80 + 193, (const char *)flk_key_code_80 + 256, (const char *)flk_key_code_80 + 322,
    (const char *)flk_key_code_81 + 48,
    (const char *)flk_key_code_82 + 18, (const char *)flk_key_code_82 + 80, (const char *)flk_key_code_82 + 179, (const char *)flk_key_code_82 + 208, (const char *)flk_key_code_82 + 272, (const char *)flk_key_code_82 + 349,
    (const char *)flk_key_code_83 + 0, (const char *)flk_key_code_83 + 170, (const char *)flk_key_code_83 + 194, (const char *)flk_key_code_83 + 258, (const char *)flk_key_code_83 + 463, (const char *)flk_key_code_83 + 513, (const char *)flk_key_code_83 + 576, (const char *)flk_key_code_83 + 642, (const char *)flk_key_code_83 + 710,
    (const char *)flk_key_code_84 + 0,
    (const char *)flk_key_code_85 + 36, (const char *)flk_key_code_85 + 96, (const char *)flk_key_code_85 + 172, (const char *)flk_key_code_85 + 237, (const char *)flk_key_code_85 + 288, (const char *)flk_key_code_85 + 356, (const char *)flk_key_code_85 + 419, (const char *)flk_key_code_85 + 483, (const char *)flk_key_code_85 + 548, (const char *)flk_key_code_85 + 610, (const char *)flk_key_code_85 + 673, (const char *)flk_key_code_85 + 856, (const char *)flk_key_code_85 + 865, (const char *)flk_key_code_85 + 928, (const char *)flk_key_code_85 + 992, (const char *)flk_key_code_85 + 1056, (const char *)flk_key_code_85 + 1122, (const char *)flk_key_code_85 + 1186, (const char *)flk_key_code_85 + 1641,
    (const char *)flk_key_code_86 + 0,
    (const char *)flk_key_code_87 + 0,
    (const char *)flk_key_code_88 + 0, (const char *)flk_key_code_88 + 34,
    (const char *)flk_key_code_89 + 34, (const char *)flk_key_code_89 + 96,
    (const char *)flk_key_code_90 + 40, (const char *)flk_key_code_90 + 98,
    (const char *)flk_key_code_91 + 33,
    (const char *)flk_key_code_92 + 0, (const char *)flk_key_code_92 + 49, (const char *)flk_key_code_92 + 209,
    (const char *)flk_key_code_93 + 0, (const char *)flk_key_code_93 + 70,
    (const char *)flk_key_code_94 + 32,
    (const char *)flk_key_code_95 + 0, (const char *)flk_key_code_95 + 67, (const char *)flk_key_code_95 + 130, (const char *)flk_key_code_95 + 194, (const char *)flk_key_code_95 + 272, (const char *)flk_key_code_95 + 324, (const char *)flk_key_code_95 + 386, (const char *)flk_key_code_95 + 451, (const char *)flk_key_code_95 + 512, (const char *)flk_key_code_95 + 578, (const char *)flk_key_code_95 + 641, (const char *)flk_key_code_95 + 704, (const char *)flk_key_code_95 + 1003, (const char *)flk_key_code_95 + 1027, (const char *)flk_key_code_95 + 1088, (const char *)flk_key_code_95 + 1274, (const char *)flk_key_code_95 + 1280, (const char *)flk_key_code_95 + 1345, (const char *)flk_key_code_95 + 1454, (const char *)flk_key_code_95 + 1474, (const char *)flk_key_code_95 + 1540, (const char *)flk_key_code_95 + 1602, (const char *)flk_key_code_95 + 1669, (const char *)flk_key_code_95 + 1730, (const char *)flk_key_code_95 + 1795, (const char *)flk_key_code_95 + 1858, (const char *)flk_key_code_95 + 1957, (const char *)flk_key_code_95 + 2153, (const char *)flk_key_code_95 + 2179, (const char *)flk_key_code_95 + 2244, (const char *)flk_key_code_95 + 2304, (const char *)flk_key_code_95 + 2369, (const char *)flk_key_code_95 + 3472, (const char *)flk_key_code_95 + 3525, (const char *)flk_key_code_95 + 3584, (const char *)flk_key_code_95 + 3652, (const char *)flk_key_code_95 + 3713, (const char *)flk_key_code_95 + 3777, (const char *)flk_key_code_95 + 3842, (const char *)flk_key_code_95 + 4135, (const char *)flk_key_code_95 + 4165, (const char *)flk_key_code_95 + 4225, (const char *)flk_key_code_95 + 4291, (const char *)flk_key_code_95 + 4354, (const char *)flk_key_code_95 + 4416,
    (const char *)flk_key_code_96 + 0,
    (const char *)flk_key_code_97 + 65,
    (const char *)flk_key_code_98 + 0, (const char *)flk_key_code_98 + 329, (const char *)flk_key_code_98 + 410,
    (const char *)flk_key_code_99 + 17,
    (const char *)flk_key_code_100 + 0,
    (const char *)flk_key_code_101 + 32,
    (const char *)flk_key_code_102 + 0, (const char *)flk_key_code_102 + 16, (const char *)flk_key_code_102 + 81, (const char *)flk_key_code_102 + 147, (const char *)flk_key_code_102 + 208,
    (const char *)flk_key_code_103 + 17, (const char *)flk_key_code_103 + 80, (const char *)flk_key_code_103 + 144,
    (const char *)flk_key_code_104 + 33, (const char *)flk_key_code_104 + 98, (const char *)flk_key_code_104 + 226, (const char *)flk_key_code_104 + 316,
    (const char *)flk_key_code_105 + 0, (const char *)flk_key_code_105 + 64,
    (const char *)flk_key_code_106 + 0, (const char *)flk_key_code_106 + 20, (const char *)flk_key_code_106 + 83,
    (const char *)flk_key_code_107 + 0,
    (const char *)flk_key_code_108 + 0, (const char *)flk_key_code_108 + 66, (const char *)flk_key_code_108 + 256,
    (const char *)flk_key_code_109 + 0,
    (const char *)flk_key_code_110 + 16, (const char *)flk_key_code_110 + 80, (const char *)flk_key_code_110 + 376, (const char *)flk_key_code_110 + 406, (const char *)flk_key_code_110 + 466, (const char *)flk_key_code_110 + 529, (const char *)flk_key_code_110 + 595, (const char *)flk_key_code_110 + 656, (const char *)flk_key_code_110 + 722, (const char *)flk_key_code_110 + 890,
    (const char *)flk_key_code_111 + 0, (const char *)flk_key_code_111 + 64,
    (const char *)flk_key_code_112 + 73,
    (const char *)flk_key_code_113 + 17, (const char *)flk_key_code_113 + 117, (const char *)flk_key_code_113 + 208, (const char *)flk_key_code_113 + 273, (const char *)flk_key_code_113 + 727,
    (const char *)flk_key_code_114 + 0, (const char *)flk_key_code_114 + 67,
    (const char *)flk_key_code_115 + 0,
    (const char *)flk_key_code_116 + 0,
    (const char *)flk_key_code_117 + 34,
    (const char *)flk_key_code_118 + 0,
    (const char *)flk_key_code_119 + 0,
    (const char *)flk_key_code_120 + 0, (const char *)flk_key_code_120 + 20, (const char *)flk_key_code_120 + 83, (const char *)flk_key_code_120 + 144, (const char *)flk_key_code_120 + 217, (const char *)flk_key_code_120 + 272, (const char *)flk_key_code_120 + 336,
    (const char *)flk_key_code_121 + 0, (const char *)flk_key_code_121 + 33, (const char *)flk_key_code_121 + 199, (const char *)flk_key_code_121 + 224, (const char *)flk_key_code_121 + 289,
    (const char *)flk_key_code_122 + 0,
    (const char *)flk_key_code_123 + 20, (const char *)flk_key_code_123 + 88, (const char *)flk_key_code_123 + 147, (const char *)flk_key_code_123 + 211, (const char *)flk_key_code_123 + 573, (const char *)flk_key_code_123 + 593, (const char *)flk_key_code_123 + 830, (const char *)flk_key_code_123 + 849,
    (const char *)flk_key_code_124 + 0,
    (const char *)flk_key_code_125 + 0,
    (const char *)flk_key_code_126 + 20, (const char *)flk_key_code_126 + 83, (const char *)flk_key_code_126 + 159, (const char *)flk_key_code_126 + 209, (const char *)flk_key_code_126 + 506, (const char *)flk_key_code_126 + 528, (const char *)flk_key_code_126 + 595, (const char *)flk_key_code_126 + 2782,
    (const char *)flk_key_code_127 + 0, (const char *)flk_key_code_127 + 16,
    (const char *)flk_key_code_128 + 0, (const char *)flk_key_code_128 + 53, (const char *)flk_key_code_128 + 115, (const char *)flk_key_code_128 + 176, (const char *)flk_key_code_128 + 294, (const char *)flk_key_code_128 + 304, (const char *)flk_key_code_128 + 468, (const char *)flk_key_code_128 + 498, (const char *)flk_key_code_128 + 560, (const char *)flk_key_code_128 + 624, (const char *)flk_key_code_128 + 690, (const char *)flk_key_code_128 + 752, (const char *)flk_key_code_128 + 817, (const char *)flk_key_code_128 + 882, (const char *)flk_key_code_128 + 1056, (const char *)flk_key_code_128 + 1072, (const char *)flk_key_code_128 + 1139, (const char *)flk_key_code_128 + 1204, (const char *)flk_key_code_128 + 1294, (const char *)flk_key_code_128 + 1330, (const char *)flk_key_code_128 + 1828, (const char *)flk_key_code_128 + 1841, (const char *)flk_key_code_128 + 2412, (const char *)flk_key_code_128 + 2416, (const char *)flk_key_code_128 + 2638, (const char *)flk_key_code_128 + 3132,
    (const char *)flk_key_code_129 + 0, (const char *)flk_key_code_129 + 17, (const char *)flk_key_code_129 + 83,
    (const char *)flk_key_code_130 + 0,
    (const char *)flk_key_code_131 + 38,
    (const char *)flk_key_code_132 + 32,
    (const char *)flk_key_code_133 + 81, (const char *)flk_key_code_133 + 112, (const char *)flk_key_code_133 + 178,
    (const char *)flk_key_code_134 + 0,
    (const char *)flk_key_code_135 + 16,
    (const char *)flk_key_code_136 + 35, (const char *)flk_key_code_136 + 125, (const char *)flk_key_code_136 + 179,
    (const char *)flk_key_code_137 + 0,
    (const char *)flk_key_code_138 + 18,
    (const char *)flk_key_code_139 + 0,
    (const char *)flk_key_code_140 + 16,
    (const char *)flk_key_code_141 + 50, (const char *)flk_key_code_141 + 187,
    (const char *)flk_key_code_142 + 0,
    (const char *)flk_key_code_143 + 17, (const char *)flk_key_code_143 + 80, (const char *)flk_key_code_143 + 149, (const char *)flk_key_code_143 + 212, (const char *)flk_key_code_143 + 276, (const char *)flk_key_code_143 + 339, (const char *)flk_key_code_143 + 403, (const char *)flk_key_code_143 + 464,
    (const char *)flk_key_code_144 + 16, (const char *)flk_key_code_144 + 80,
    (const char *)flk_key_code_145 + 0, (const char *)flk_key_code_145 + 55, (const char *)flk_key_code_145 + 113,
    (const char *)flk_key_code_146 + 33,
    (const char *)flk_key_code_147 + 49,
    (const char *)flk_key_code_148 + 32, (const char *)flk_key_code_148 + 96,
    (const char *)flk_key_code_149 + 36, (const char *)flk_key_code_149 + 97,
    (const char *)flk_key_code_150 + 0, (const char *)flk_key_code_150 + 66,
    (const char *)flk_key_code_151 + 21, (const char *)flk_key_code_151 + 80,
    (const char *)flk_key_code_152 + 48,
    (const char *)flk_key_code_153 + 21, (const char *)flk_key_code_153 + 80,
    (const char *)flk_key_code_154 + 50,
    (const char *)flk_key_code_155 + 0, (const char *)flk_key_code_155 + 66, (const char *)flk_key_code_155 + 128, (const char *)flk_key_code_155 + 194, (const char *)flk_key_code_155 + 256, (const char *)flk_key_code_155 + 321, (const char *)flk_key_code_155 + 387, (const char *)flk_key_code_155 + 448, (const char *)flk_key_code_155 + 774,
    (const char *)flk_key_code_156 + 38,
    (const char *)flk_key_code_157 + 22,
    (const char *)flk_key_code_158 + 32, (const char *)flk_key_code_158 + 98,
    (const char *)flk_key_code_159 + 0,
    (const char *)flk_key_code_160 + 0, (const char *)flk_key_code_160 + 64,
    (const char *)flk_key_code_161 + 16, (const char *)flk_key_code_161 + 106, (const char *)flk_key_code_161 + 146, (const char *)flk_key_code_161 + 215,
    (const char *)flk_key_code_162 + 0, (const char *)flk_key_code_162 + 17,
    (const char *)flk_key_code_163 + 0,
    (const char *)flk_key_code_164 + 17, (const char *)flk_key_code_164 + 83, (const char *)flk_key_code_164 + 145,
    (const char *)flk_key_code_165 + 0,
    (const char *)flk_key_code_166 + 0,
    (const char *)flk_key_code_167 + 48, (const char *)flk_key_code_167 + 122,
    (const char *)flk_key_code_168 + 0, (const char *)flk_key_code_168 + 232,
    (const char *)flk_key_code_169 + 0, (const char *)flk_key_code_169 + 32, (const char *)flk_key_code_169 + 98, (const char *)flk_key_code_169 + 166, (const char *)flk_key_code_169 + 224,
    (const char *)flk_key_code_170 + 0,
    (const char *)flk_key_code_171 + 0,
    (const char *)flk_key_code_172 + 0,
    (const char *)flk_key_code_173 + 0,
    (const char *)flk_key_code_174 + 38, (const char *)flk_key_code_174 + 99,
    (const char *)flk_key_code_175 + 0,
    (const char *)flk_key_code_176 + 32,
    (const char *)flk_key_code_177 + 114,
    (const char *)flk_key_code_178 + 657,
    (const char *)flk_key_code_179 + 0,
    (const char *)flk_key_code_180 + 0,
    (const char *)flk_key_code_181 + 0, (const char *)flk_key_code_181 + 51,
    (const char *)flk_key_code_182 + 46,
    (const char *)flk_key_code_183 + 0,
    (const char *)flk_key_code_184 + 20, (const char *)flk_key_code_184 + 80, (const char *)flk_key_code_184 + 146, (const char *)flk_key_code_184 + 209, (const char *)flk_key_code_184 + 272, (const char *)flk_key_code_184 + 337, (const char *)flk_key_code_184 + 400, (const char *)flk_key_code_184 + 469, (const char *)flk_key_code_184 + 531, (const char *)flk_key_code_184 + 726, (const char *)flk_key_code_184 + 787, (const char *)flk_key_code_184 + 854, (const char *)flk_key_code_184 + 915, (const char *)flk_key_code_184 + 979, (const char *)flk_key_code_184 + 1043, (const char *)flk_key_code_184 + 1105, (const char *)flk_key_code_184 + 1172, (const char *)flk_key_code_184 + 1233, (const char *)flk_key_code_184 + 1728, (const char *)flk_key_code_184 + 1771, (const char *)flk_key_code_184 + 1808, (const char *)flk_key_code_184 + 1876, (const char *)flk_key_code_184 + 1937, (const char *)flk_key_code_184 + 2000, (const char *)flk_key_code_184 + 2064,
    (const char *)flk_key_code_185 + 33, (const char *)flk_key_code_185 + 97, (const char *)flk_key_code_185 + 163, (const char *)flk_key_code_185 + 227, (const char *)flk_key_code_185 + 296, (const char *)flk_key_code_185 + 353, (const char *)flk_key_code_185 + 417, (const char *)flk_key_code_185 + 481, (const char *)flk_key_code_185 + 1176, (const char *)flk_key_code_185 + 1188, (const char *)flk_key_code_185 + 1248, (const char *)flk_key_code_185 + 1315, (const char *)flk_key_code_185 + 1376, (const char *)flk_key_code_185 + 1440, (const char *)flk_key_code_185 + 2064, (const char *)flk_key_code_185 + 2083, (const char *)flk_key_code_185 + 2146, (const char *)flk_key_code_185 + 2208, (const char *)flk_key_code_185 + 2276, (const char *)flk_key_code_185 + 2337, (const char *)flk_key_code_185 + 2406, (const char *)flk_key_code_185 + 2467, (const char *)flk_key_code_185 + 2534, (const char *)flk_key_code_185 + 2595, (const char *)flk_key_code_185 + 2656, (const char *)flk_key_code_185 + 2725, (const char *)flk_key_code_185 + 2944, (const char *)flk_key_code_185 + 2982, (const char *)flk_key_code_185 + 3040, (const char *)flk_key_code_185 + 3108, (const char *)flk_key_code_185 + 3168, (const char *)flk_key_code_185 + 4021, (const char *)flk_key_code_185 + 4067, (const char *)flk_key_code_185 + 4129, (const char *)flk_key_code_185 + 4193, (const char *)flk_key_code_185 + 4258, (const char *)flk_key_code_185 + 4322, (const char *)flk_key_code_185 + 4385, (const char *)flk_key_code_185 + 4448, (const char *)flk_key_code_185 + 4513, (const char *)flk_key_code_185 + 4580, (const char *)flk_key_code_185 + 4641, (const char *)flk_key_code_185 + 4900, (const char *)flk_key_code_185 + 4963, (const char *)flk_key_code_185 + 5026, (const char *)flk_key_code_185 + 5089, (const char *)flk_key_code_185 + 8054, (const char *)flk_key_code_185 + 8099, (const char *)flk_key_code_185 + 8165, (const char *)flk_key_code_185 + 8226, (const char *)flk_key_code_185 + 8288, (const char *)flk_key_code_185 + 8356, (const char *)flk_key_code_185 + 8992, (const char *)flk_key_code_185 + 9061, (const char *)flk_key_code_185 + 9126, (const char *)flk_key_code_185 + 9186, (const char *)flk_key_code_185 + 9248, (const char *)flk_key_code_185 + 9906,
    (const char *)flk_key_code_186 + 0, (const char *)flk_key_code_186 + 16, (const char *)flk_key_code_186 + 80,
    (const char *)flk_key_code_187 + 48, (const char *)flk_key_code_187 + 112, (const char *)flk_key_code_187 + 176,
    (const char *)flk_key_code_188 + 0, (const char *)flk_key_code_188 + 64, (const char *)flk_key_code_188 + 128, (const char *)flk_key_code_188 + 200, (const char *)flk_key_code_188 + 256, (const char *)flk_key_code_188 + 322, (const char *)flk_key_code_188 + 385, (const char *)flk_key_code_188 + 449, (const char *)flk_key_code_188 + 512, (const char *)flk_key_code_188 + 576, (const char *)flk_key_code_188 + 640, (const char *)flk_key_code_188 + 704, (const char *)flk_key_code_188 + 769, (const char *)flk_key_code_188 + 832, (const char *)flk_key_code_188 + 900, (const char *)flk_key_code_188 + 960, (const char *)flk_key_code_188 + 1029, (const char *)flk_key_code_188 + 1090, (const char *)flk_key_code_188 + 1153, (const char *)flk_key_code_188 + 1216, (const char *)flk_key_code_188 + 1282, (const char *)flk_key_code_188 + 1391, (const char *)flk_key_code_188 + 1410, (const char *)flk_key_code_188 + 1474, (const char *)flk_key_code_188 + 1539, (const char *)flk_key_code_188 + 1601, (const char *)flk_key_code_188 + 1664, (const char *)flk_key_code_188 + 1733, (const char *)flk_key_code_188 + 1792, (const char *)flk_key_code_188 + 1857, (const char *)flk_key_code_188 + 1921, (const char *)flk_key_code_188 + 1985, (const char *)flk_key_code_188 + 2050, (const char *)flk_key_code_188 + 2114, (const char *)flk_key_code_188 + 2190, (const char *)flk_key_code_188 + 2240, (const char *)flk_key_code_188 + 2306, (const char *)flk_key_code_188 + 2369, (const char *)flk_key_code_188 + 2435, (const char *)flk_key_code_188 + 2496, (const char *)flk_key_code_188 + 2575, (const char *)flk_key_code_188 + 2624, (const char *)flk_key_code_188 + 2690, (const char *)flk_key_code_188 + 2882, (const char *)flk_key_code_188 + 2953, (const char *)flk_key_code_188 + 3008, (const char *)flk_key_code_188 + 3112, (const char *)flk_key_code_188 + 3138, (const char *)flk_key_code_188 + 3200,
    (const char *)flk_key_code_189 + 48, (const char *)flk_key_code_189 + 112, (const char *)flk_key_code_189 + 176, (const char *)flk_key_code_189 + 240, (const char *)flk_key_code_189 + 307, (const char *)flk_key_code_189 + 373, (const char *)flk_key_code_189 + 432, (const char *)flk_key_code_189 + 501, (const char *)flk_key_code_189 + 565, (const char *)flk_key_code_189 + 1546, (const char *)flk_key_code_189 + 1588, (const char *)flk_key_code_189 + 1681, (const char *)flk_key_code_189 + 1712, (const char *)flk_key_code_189 + 1782, (const char *)flk_key_code_189 + 1841, (const char *)flk_key_code_189 + 3266, (const char *)flk_key_code_189 + 3312, (const char *)flk_key_code_189 + 3380, (const char *)flk_key_code_189 + 3440, (const char *)flk_key_code_189 + 3504, (const char *)flk_key_code_189 + 3568, (const char *)flk_key_code_189 + 3632, (const char *)flk_key_code_189 + 3698, (const char *)flk_key_code_189 + 3760, (const char *)flk_key_code_189 + 3944, (const char *)flk_key_code_189 + 3953, (const char *)flk_key_code_189 + 4020, (const char *)flk_key_code_189 + 4082, (const char *)flk_key_code_189 + 4144, (const char *)flk_key_code_189 + 4208, (const char *)flk_key_code_189 + 4331, (const char *)flk_key_code_189 + 4339, (const char *)flk_key_code_189 + 4401, (const char *)flk_key_code_189 + 4464, (const char *)flk_key_code_189 + 4528, (const char *)flk_key_code_189 + 4594, (const char *)flk_key_code_189 + 4657, (const char *)flk_key_code_189 + 4720, (const char *)flk_key_code_189 + 4786, (const char *)flk_key_code_189 + 4849,
    (const char *)flk_key_code_190 + 0, (const char *)flk_key_code_190 + 21, (const char *)flk_key_code_190 + 80, (const char *)flk_key_code_190 + 299, (const char *)flk_key_code_190 + 337,
    (const char *)flk_key_code_191 + 0,
    (const char *)flk_key_code_192 + 0, (const char *)flk_key_code_192 + 64,
    (const char *)flk_key_code_193 + 0, (const char *)flk_key_code_193 + 64, (const char *)flk_key_code_193 + 208,
    (const char *)flk_key_code_194 + 0,
    (const char *)flk_key_code_195 + 33, (const char *)flk_key_code_195 + 100, (const char *)flk_key_code_195 + 160, (const char *)flk_key_code_195 + 224, (const char *)flk_key_code_195 + 304,
    (const char *)flk_key_code_196 + 0,
    (const char *)flk_key_code_197 + 0, (const char *)flk_key_code_197 + 17, (const char *)flk_key_code_197 + 86,
    (const char *)flk_key_code_198 + 19, (const char *)flk_key_code_198 + 81,
    (const char *)flk_key_code_199 + 0,
    (const char *)flk_key_code_200 + 17, (const char *)flk_key_code_200 + 81, (const char *)flk_key_code_200 + 150, (const char *)flk_key_code_200 + 226, (const char *)flk_key_code_200 + 274,
    (const char *)flk_key_code_201 + 34, (const char *)flk_key_code_201 + 100, (const char *)flk_key_code_201 + 166, (const char *)flk_key_code_201 + 226, (const char *)flk_key_code_201 + 288, (const char *)flk_key_code_201 + 371, (const char *)flk_key_code_201 + 477, (const char *)flk_key_code_201 + 480, (const char *)flk_key_code_201 + 547, (const char *)flk_key_code_201 + 3921, (const char *)flk_key_code_201 + 3941, (const char *)flk_key_code_201 + 4001, (const char *)flk_key_code_201 + 4064, (const char *)flk_key_code_201 + 4133, (const char *)flk_key_code_201 + 4192,
    (const char *)flk_key_code_202 + 0, (const char *)flk_key_code_202 + 1120, (const char *)flk_key_code_202 + 1184,
    (const char *)flk_key_code_203 + 0, (const char *)flk_key_code_203 + 48, (const char *)flk_key_code_203 + 113, (const char *)flk_key_code_203 + 182,
    (const char *)flk_key_code_204 + 0, (const char *)flk_key_code_204 + 65, (const char *)flk_key_code_204 + 130, (const char *)flk_key_code_204 + 194, (const char *)flk_key_code_204 + 259, (const char *)flk_key_code_204 + 323, (const char *)flk_key_code_204 + 384, (const char *)flk_key_code_204 + 450, (const char *)flk_key_code_204 + 513, (const char *)flk_key_code_204 + 578, (const char *)flk_key_code_204 + 648, (const char *)flk_key_code_204 + 705, (const char *)flk_key_code_204 + 771, (const char *)flk_key_code_204 + 834, (const char *)flk_key_code_204 + 897, (const char *)flk_key_code_204 + 980, (const char *)flk_key_code_204 + 1024,
    (const char *)flk_key_code_205 + 17, (const char *)flk_key_code_205 + 84, (const char *)flk_key_code_205 + 353, (const char *)flk_key_code_205 + 403, (const char *)flk_key_code_205 + 494, (const char *)flk_key_code_205 + 624, (const char *)flk_key_code_205 + 674, (const char *)flk_key_code_205 + 722, (const char *)flk_key_code_205 + 784, (const char *)flk_key_code_205 + 875, (const char *)flk_key_code_205 + 913, (const char *)flk_key_code_205 + 976, (const char *)flk_key_code_205 + 1046,
    (const char *)flk_key_code_206 + 0, (const char *)flk_key_code_206 + 67, (const char *)flk_key_code_206 + 131, (const char *)flk_key_code_206 + 292, (const char *)flk_key_code_206 + 321, (const char *)flk_key_code_206 + 386, (const char *)flk_key_code_206 + 449,
    (const char *)flk_key_code_207 + 17, (const char *)flk_key_code_207 + 81, (const char *)flk_key_code_207 + 160, (const char *)flk_key_code_207 + 352, (const char *)flk_key_code_207 + 402, (const char *)flk_key_code_207 + 557, (const char *)flk_key_code_207 + 594, (const char *)flk_key_code_207 + 658,
    (const char *)flk_key_code_208 + 0, (const char *)flk_key_code_208 + 35, (const char *)flk_key_code_208 + 98, (const char *)flk_key_code_208 + 160, (const char *)flk_key_code_208 + 232, (const char *)flk_key_code_208 + 289, (const char *)flk_key_code_208 + 2147, (const char *)flk_key_code_208 + 2212, (const char *)flk_key_code_208 + 2289, (const char *)flk_key_code_208 + 2342, (const char *)flk_key_code_208 + 2400, (const char *)flk_key_code_208 + 2467, (const char *)flk_key_code_208 + 2531, (const char *)flk_key_code_208 + 2720, (const char *)flk_key_code_208 + 2785, (const char *)flk_key_code_208 + 2848, (const char *)flk_key_code_208 + 2913, (const char *)flk_key_code_208 + 2977, (const char *)flk_key_code_208 + 3046, (const char *)flk_key_code_208 + 3107, (const char *)flk_key_code_208 + 3170, (const char *)flk_key_code_208 + 3234, (const char *)flk_key_code_208 + 3297, (const char *)flk_key_code_208 + 3361, (const char *)flk_key_code_208 + 3472, (const char *)flk_key_code_208 + 3488, (const char *)flk_key_code_208 + 3552, (const char *)flk_key_code_208 + 4179, (const char *)flk_key_code_208 + 4192,
    (const char *)flk_key_code_209 + 0, (const char *)flk_key_code_209 + 50, (const char *)flk_key_code_209 + 112, (const char *)flk_key_code_209 + 176, (const char *)flk_key_code_209 + 242, (const char *)flk_key_code_209 + 309, (const char *)flk_key_code_209 + 401, (const char *)flk_key_code_209 + 433, (const char *)flk_key_code_209 + 497, (const char *)flk_key_code_209 + 560, (const char *)flk_key_code_209 + 628, (const char *)flk_key_code_209 + 743, (const char *)flk_key_code_209 + 752, (const char *)flk_key_code_209 + 824, (const char *)flk_key_code_209 + 880, (const char *)flk_key_code_209 + 944, (const char *)flk_key_code_209 + 1116, (const char *)flk_key_code_209 + 1140, (const char *)flk_key_code_209 + 1560, (const char *)flk_key_code_209 + 3288, (const char *)flk_key_code_209 + 3313, (const char *)flk_key_code_209 + 3377, (const char *)flk_key_code_209 + 3443,
    (const char *)flk_key_code_210 + 0, (const char *)flk_key_code_210 + 17, (const char *)flk_key_code_210 + 82,
    (const char *)flk_key_code_211 + 0, (const char *)flk_key_code_211 + 48, (const char *)flk_key_code_211 + 113, (const char *)flk_key_code_211 + 177, (const char *)flk_key_code_211 + 240, (const char *)flk_key_code_211 + 306, (const char *)flk_key_code_211 + 384, (const char *)flk_key_code_211 + 433, (const char *)flk_key_code_211 + 498, (const char *)flk_key_code_211 + 704, (const char *)flk_key_code_211 + 752, (const char *)flk_key_code_211 + 816, (const char *)flk_key_code_211 + 881, (const char *)flk_key_code_211 + 1088, (const char *)flk_key_code_211 + 1136,
    (const char *)flk_key_code_212 + 0,
    (const char *)flk_key_code_213 + 0,
    (const char *)flk_key_code_214 + 83, (const char *)flk_key_code_214 + 100, (const char *)flk_key_code_214 + 163, (const char *)flk_key_code_214 + 225, (const char *)flk_key_code_214 + 290, (const char *)flk_key_code_214 + 352, (const char *)flk_key_code_214 + 457, (const char *)flk_key_code_214 + 480, (const char *)flk_key_code_214 + 545, (const char *)flk_key_code_214 + 608, (const char *)flk_key_code_214 + 674, (const char *)flk_key_code_214 + 738, (const char *)flk_key_code_214 + 800, (const char *)flk_key_code_214 + 864, (const char *)flk_key_code_214 + 994, (const char *)flk_key_code_214 + 1058, (const char *)flk_key_code_214 + 1184,
    (const char *)flk_key_code_215 + 16,
    (const char *)flk_key_code_216 + 51, (const char *)flk_key_code_216 + 119,
    (const char *)flk_key_code_217 + 0,
    (const char *)flk_key_code_218 + 49, (const char *)flk_key_code_218 + 116, (const char *)flk_key_code_218 + 176, (const char *)flk_key_code_218 + 242, (const char *)flk_key_code_218 + 401, (const char *)flk_key_code_218 + 432, (const char *)flk_key_code_218 + 499, (const char *)flk_key_code_218 + 803, (const char *)flk_key_code_218 + 816,
    (const char *)flk_key_code_219 + 19, (const char *)flk_key_code_219 + 81, (const char *)flk_key_code_219 + 150, (const char *)flk_key_code_219 + 209, (const char *)flk_key_code_219 + 272, (const char *)flk_key_code_219 + 337,
    (const char *)flk_key_code_220 + 0, (const char *)flk_key_code_220 + 64, (const char *)flk_key_code_220 + 128,
    (const char *)flk_key_code_221 + 0, (const char *)flk_key_code_221 + 38, (const char *)flk_key_code_221 + 96, (const char *)flk_key_code_221 + 278, (const char *)flk_key_code_221 + 288, (const char *)flk_key_code_221 + 356, (const char *)flk_key_code_221 + 420, (const char *)flk_key_code_221 + 496, (const char *)flk_key_code_221 + 552, (const char *)flk_key_code_221 + 614, (const char *)flk_key_code_221 + 676, (const char *)flk_key_code_221 + 829,
    (const char *)flk_key_code_222 + 0, (const char *)flk_key_code_222 + 17, (const char *)flk_key_code_222 + 82, (const char *)flk_key_code_222 + 146,
    (const char *)flk_key_code_223 + 0,
    (const char *)flk_key_code_224 + 33, (const char *)flk_key_code_224 + 100, (const char *)flk_key_code_224 + 163, (const char *)flk_key_code_224 + 226, (const char *)flk_key_code_224 + 292, (const char *)flk_key_code_224 + 354, (const char *)flk_key_code_224 + 420, (const char *)flk_key_code_224 + 482, (const char *)flk_key_code_224 + 546, (const char *)flk_key_code_224 + 609,
    (const char *)flk_key_code_225 + 32,
    (const char *)flk_key_code_226 + 0, (const char *)flk_key_code_226 + 69, (const char *)flk_key_code_226 + 2070,
    (const char *)flk_key_code_227 + 0, (const char *)flk_key_code_227 + 36, (const char *)flk_key_code_227 + 96,
    (const char *)flk_key_code_228 + 0, (const char *)flk_key_code_228 + 66, (const char *)flk_key_code_228 + 128, (const char *)flk_key_code_228 + 193,
    (const char *)flk_key_code_229 + 17,
    (const char *)flk_key_code_230 + 49, (const char *)flk_key_code_230 + 114, (const char *)flk_key_code_230 + 177,
    (const char *)flk_key_code_231 + 49, (const char *)flk_key_code_231 + 204, (const char *)flk_key_code_231 + 240, (const char *)flk_key_code_231 + 335, (const char *)flk_key_code_231 + 463,
    (const char *)flk_key_code_232 + 0, (const char *)flk_key_code_232 + 35, (const char *)flk_key_code_232 + 99, (const char *)flk_key_code_232 + 160,
    (const char *)flk_key_code_233 + 21, (const char *)flk_key_code_233 + 82, (const char *)flk_key_code_233 + 145, (const char *)flk_key_code_233 + 211, (const char *)flk_key_code_233 + 272, (const char *)flk_key_code_233 + 336, (const char *)flk_key_code_233 + 400,
    (const char *)flk_key_code_234 + 0,
    (const char *)flk_key_code_235 + 0,
    (const char *)flk_key_code_236 + 34,
    (const char *)flk_key_code_237 + 50, (const char *)flk_key_code_237 + 439,
    (const char *)flk_key_code_238 + 17, (const char *)flk_key_code_238 + 80,
    (const char *)flk_key_code_239 + 0, (const char *)flk_key_code_239 + 64,
    (const char *)flk_key_code_240 + 51, (const char *)flk_key_code_240 + 229, (const char *)flk_key_code_240 + 318, (const char *)flk_key_code_240 + 370, (const char *)flk_key_code_240 + 447, (const char *)flk_key_code_240 + 500, (const char *)flk_key_code_240 + 563, (const char *)flk_key_code_240 + 628, (const char *)flk_key_code_240 + 691, (const char *)flk_key_code_240 + 817, (const char *)flk_key_code_240 + 881, (const char *)flk_key_code_240 + 946, (const char *)flk_key_code_240 + 1938, (const char *)flk_key_code_240 + 4629, (const char *)flk_key_code_240 + 4701, (const char *)flk_key_code_240 + 4726, (const char *)flk_key_code_240 + 4786, (const char *)flk_key_code_240 + 4850,
    (const char *)flk_key_code_241 + 0, (const char *)flk_key_code_241 + 16,
    (const char *)flk_key_code_242 + 36, (const char *)flk_key_code_242 + 104, (const char *)flk_key_code_242 + 163, (const char *)flk_key_code_242 + 224, (const char *)flk_key_code_242 + 289, (const char *)flk_key_code_242 + 354, (const char *)flk_key_code_242 + 419, (const char *)flk_key_code_242 + 480, (const char *)flk_key_code_242 + 545, (const char *)flk_key_code_242 + 610, (const char *)flk_key_code_242 + 851, (const char *)flk_key_code_242 + 864,
    (const char *)flk_key_code_243 + 0, (const char *)flk_key_code_243 + 64,
    (const char *)flk_key_code_244 + 0, (const char *)flk_key_code_244 + 65,
    (const char *)flk_key_code_245 + 16, (const char *)flk_key_code_245 + 84, (const char *)flk_key_code_245 + 198, (const char *)flk_key_code_245 + 210, (const char *)flk_key_code_245 + 320, (const char *)flk_key_code_245 + 358,
    (const char *)flk_key_code_246 + 32, (const char *)flk_key_code_246 + 98, (const char *)flk_key_code_246 + 230,
    (const char *)flk_key_code_247 + 16,
    (const char *)flk_key_code_248 + 49, (const char *)flk_key_code_248 + 304, (const char *)flk_key_code_248 + 371, (const char *)flk_key_code_248 + 432, (const char *)flk_key_code_248 + 498,
    (const char *)flk_key_code_249 + 0,
    (const char *)flk_key_code_250 + 0, (const char *)flk_key_code_250 + 18, (const char *)flk_key_code_250 + 173,
    (const char *)flk_key_code_251 + 0, (const char *)flk_key_code_251 + 53, (const char *)flk_key_code_251 + 321, (const char *)flk_key_code_251 + 368,
    (const char *)flk_key_code_252 + 35, (const char *)flk_key_code_252 + 119,
    (const char *)flk_key_code_253 + 0, (const char *)flk_key_code_253 + 78,
    (const char *)flk_key_code_254 + 17, (const char *)flk_key_code_254 + 82, (const char *)flk_key_code_254 + 273,
    (const char *)flk_key_code_255 + 0, (const char *)flk_key_code_255 + 67, (const char *)flk_key_code_255 + 132, (const char *)flk_key_code_255 + 269, (const char *)flk_key_code_255 + 320, (const char *)flk_key_code_255 + 386, (const char *)flk_key_code_255 + 451, (const char *)flk_key_code_255 + 513, (const char *)flk_key_code_255 + 1015, (const char *)flk_key_code_255 + 1025,
    (const char *)flk_key_code_256 + 32, (const char *)flk_key_code_256 + 98, (const char *)flk_key_code_256 + 161, (const char *)flk_key_code_256 + 226,
    (const char *)flk_key_code_257 + 0, (const char *)flk_key_code_257 + 21, (const char *)flk_key_code_257 + 80, (const char *)flk_key_code_257 + 144, (const char *)flk_key_code_257 + 208, (const char *)flk_key_code_257 + 272,
    (const char *)flk_key_code_258 + 0,
    (const char *)flk_key_code_259 + 49, (const char *)flk_key_code_259 + 112,
    (const char *)flk_key_code_260 + 0, (const char *)flk_key_code_260 + 65, (const char *)flk_key_code_260 + 143, (const char *)flk_key_code_260 + 192,
    (const char *)flk_key_code_261 + 18,
    (const char *)flk_key_code_262 + 19, (const char *)flk_key_code_262 + 80, (const char *)flk_key_code_262 + 146, (const char *)flk_key_code_262 + 319, (const char *)flk_key_code_262 + 337,
    (const char *)flk_key_code_263 + 164, (const char *)flk_key_code_263 + 226, (const char *)flk_key_code_263 + 292,
    (const char *)flk_key_code_264 + 19, (const char *)flk_key_code_264 + 82, (const char *)flk_key_code_264 + 144, (const char *)flk_key_code_264 + 209, (const char *)flk_key_code_264 + 272,
    (const char *)flk_key_code_265 + 0, (const char *)flk_key_code_265 + 17,
    (const char *)flk_key_code_266 + 49, (const char *)flk_key_code_266 + 125, (const char *)flk_key_code_266 + 313,
    (const char *)flk_key_code_267 + 0, (const char *)flk_key_code_267 + 80,
    (const char *)flk_key_code_268 + 0, (const char *)flk_key_code_268 + 32, (const char *)flk_key_code_268 + 96,
    (const char *)flk_key_code_269 + 0,
    (const char *)flk_key_code_270 + 0, (const char *)flk_key_code_270 + 75, (const char *)flk_key_code_270 + 128, (const char *)flk_key_code_270 + 193, (const char *)flk_key_code_270 + 257,
    (const char *)flk_key_code_271 + 0, (const char *)flk_key_code_271 + 70, (const char *)flk_key_code_271 + 131, (const char *)flk_key_code_271 + 685,
    (const char *)flk_key_code_272 + 0, (const char *)flk_key_code_272 + 64, (const char *)flk_key_code_272 + 131, (const char *)flk_key_code_272 + 222,
    (const char *)flk_key_code_273 + 0,
    (const char *)flk_key_code_274 + 32, (const char *)flk_key_code_274 + 96,
    (const char *)flk_key_code_275 + 50, (const char *)flk_key_code_275 + 114,
    (const char *)flk_key_code_276 + 35, (const char *)flk_key_code_276 + 97,
    (const char *)flk_key_code_277 + 50, (const char *)flk_key_code_277 + 113,
    (const char *)flk_key_code_278 + 35, (const char *)flk_key_code_278 + 97,
    (const char *)flk_key_code_279 + 51, (const char *)flk_key_code_279 + 113,
    (const char *)flk_key_code_280 + 21, (const char *)flk_key_code_280 + 83,
    (const char *)flk_key_code_281 + 0, (const char *)flk_key_code_281 + 64,
    (const char *)flk_key_code_282 + 34,
    (const char *)flk_key_code_283 + 0,
    (const char *)flk_key_code_284 + 0, (const char *)flk_key_code_284 + 64,
    (const char *)flk_key_code_285 + 0, (const char *)flk_key_code_285 + 49, (const char *)flk_key_code_285 + 113,
    (const char *)flk_key_code_286 + 0, (const char *)flk_key_code_286 + 32, (const char *)flk_key_code_286 + 102,
    (const char *)flk_key_code_287 + 0,
    (const char *)flk_key_code_288 + 20,
    (const char *)flk_key_code_289 + 0,
    (const char *)flk_key_code_290 + 0,
    (const char *)flk_key_code_291 + 49,
    (const char *)flk_key_code_292 + 17, (const char *)flk_key_code_292 + 84,
    (const char *)flk_key_code_293 + 0, (const char *)flk_key_code_293 + 18,
    (const char *)flk_key_code_294 + 75,
    (const char *)flk_key_code_295 + 0, (const char *)flk_key_code_295 + 18, (const char *)flk_key_code_295 + 125,
    (const char *)flk_key_code_296 + 0,
    (const char *)flk_key_code_297 + 17, (const char *)flk_key_code_297 + 206, (const char *)flk_key_code_297 + 208,
    (const char *)flk_key_code_298 + 147,
    (const char *)flk_key_code_299 + 0,
    (const char *)flk_key_code_300 + 0,
    (const char *)flk_key_code_301 + 0,
    (const char *)flk_key_code_302 + 0, (const char *)flk_key_code_302 + 33, (const char *)flk_key_code_302 + 97,
    (const char *)flk_key_code_303 + 50, (const char *)flk_key_code_303 + 114, (const char *)flk_key_code_303 + 178, (const char *)flk_key_code_303 + 240,
    (const char *)flk_key_code_304 + 48, (const char *)flk_key_code_304 + 116, (const char *)flk_key_code_304 + 179, (const char *)flk_key_code_304 + 240, (const char *)flk_key_code_304 + 308,
    (const char *)flk_key_code_305 + 0,
    (const char *)flk_key_code_306 + 17, (const char *)flk_key_code_306 + 83, (const char *)flk_key_code_306 + 145, (const char *)flk_key_code_306 + 210, (const char *)flk_key_code_306 + 274, (const char *)flk_key_code_306 + 338, (const char *)flk_key_code_306 + 473, (const char *)flk_key_code_306 + 530, (const char *)flk_key_code_306 + 888, (const char *)flk_key_code_306 + 914, (const char *)flk_key_code_306 + 976, (const char *)flk_key_code_306 + 1042, (const char *)flk_key_code_306 + 1104,
    (const char *)flk_key_code_307 + 17, (const char *)flk_key_code_307 + 81, (const char *)flk_key_code_307 + 977, (const char *)flk_key_code_307 + 1042, (const char *)flk_key_code_307 + 1105, (const char *)flk_key_code_307 + 1168, (const char *)flk_key_code_307 + 1233, (const char *)flk_key_code_307 + 1505,
    (const char *)flk_key_code_308 + 0, (const char *)flk_key_code_308 + 17, (const char *)flk_key_code_308 + 85,
    (const char *)flk_key_code_309 + 0,
    (const char *)flk_key_code_310 + 0, (const char *)flk_key_code_310 + 65, (const char *)flk_key_code_310 + 967,
    (const char *)flk_key_code_311 + 0, (const char *)flk_key_code_311 + 75, (const char *)flk_key_code_311 + 132, (const char *)flk_key_code_311 + 192, (const char *)flk_key_code_311 + 256,
    (const char *)flk_key_code_312 + 17, (const char *)flk_key_code_312 + 859,
    (const char *)flk_key_code_313 + 0, (const char *)flk_key_code_313 + 347, (const char *)flk_key_code_313 + 381,
    (const char *)flk_key_code_314 + 19, (const char *)flk_key_code_314 + 82,
    (const char *)flk_key_code_315 + 0, (const char *)flk_key_code_315 + 304, (const char *)flk_key_code_315 + 338,
    (const char *)flk_key_code_316 + 16, (const char *)flk_key_code_316 + 82,
    (const char *)flk_key_code_317 + 0, (const char *)flk_key_code_317 + 66, (const char *)flk_key_code_317 + 129, (const char *)flk_key_code_317 + 194, (const char *)flk_key_code_317 + 1252, (const char *)flk_key_code_317 + 1280,
    (const char *)flk_key_code_318 + 0, (const char *)flk_key_code_318 + 50, (const char *)flk_key_code_318 + 170, (const char *)flk_key_code_318 + 179, (const char *)flk_key_code_318 + 240, (const char *)flk_key_code_318 + 305, (const char *)flk_key_code_318 + 373, (const char *)flk_key_code_318 + 433, (const char *)flk_key_code_318 + 497,
    (const char *)flk_key_code_319 + 36, (const char *)flk_key_code_319 + 96,
    (const char *)flk_key_code_320 + 49, (const char *)flk_key_code_320 + 116, (const char *)flk_key_code_320 + 179,
    (const char *)flk_key_code_321 + 17, (const char *)flk_key_code_321 + 84, (const char *)flk_key_code_321 + 144, (const char *)flk_key_code_321 + 208, (const char *)flk_key_code_321 + 301, (const char *)flk_key_code_321 + 342, (const char *)flk_key_code_321 + 405,
    (const char *)flk_key_code_322 + 0,
    (const char *)flk_key_code_323 + 75, (const char *)flk_key_code_323 + 98, (const char *)flk_key_code_323 + 162, (const char *)flk_key_code_323 + 252,
    (const char *)flk_key_code_324 + 0,
    (const char *)flk_key_code_325 + 33, (const char *)flk_key_code_325 + 98, (const char *)flk_key_code_325 + 160, (const char *)flk_key_code_325 + 225,
    (const char *)flk_key_code_326 + 0,
    (const char *)flk_key_code_327 + 0,
    (const char *)flk_key_code_328 + 16,
    (const char *)flk_key_code_329 + 0,
    (const char *)flk_key_code_330 + 137, (const char *)flk_key_code_330 + 160,
    (const char *)flk_key_code_331 + 0,
    (const char *)flk_key_code_332 + 18,
    (const char *)flk_key_code_333 + 16,
    (const char *)flk_key_code_334 + 0,
    (const char *)flk_key_code_335 + 57,
    (const char *)flk_key_code_336 + 0, (const char *)flk_key_code_336 + 32,
    (const char *)flk_key_code_337 + 0, (const char *)flk_key_code_337 + 33, (const char *)flk_key_code_337 + 96, (const char *)flk_key_code_337 + 160, (const char *)flk_key_code_337 + 225, (const char *)flk_key_code_337 + 288, (const char *)flk_key_code_337 + 377, (const char *)flk_key_code_337 + 416, (const char *)flk_key_code_337 + 481, (const char *)flk_key_code_337 + 544, (const char *)flk_key_code_337 + 609,
    (const char *)flk_key_code_338 + 0, (const char *)flk_key_code_338 + 68, (const char *)flk_key_code_338 + 308, (const char *)flk_key_code_338 + 324, (const char *)flk_key_code_338 + 385, (const char *)flk_key_code_338 + 450, (const char *)flk_key_code_338 + 512,
    (const char *)flk_key_code_339 + 0, (const char *)flk_key_code_339 + 448,
    (const char *)flk_key_code_340 + 0, (const char *)flk_key_code_340 + 67, (const char *)flk_key_code_340 + 131, (const char *)flk_key_code_340 + 193, (const char *)flk_key_code_340 + 349, (const char *)flk_key_code_340 + 387, (const char *)flk_key_code_340 + 448, (const char *)flk_key_code_340 + 840, (const char *)flk_key_code_340 + 897, (const char *)flk_key_code_340 + 974, (const char *)flk_key_code_340 + 1027, (const char *)flk_key_code_340 + 1090, (const char *)flk_key_code_340 + 1152, (const char *)flk_key_code_340 + 1217, (const char *)flk_key_code_340 + 1286,
    (const char *)flk_key_code_341 + 0, (const char *)flk_key_code_341 + 16,
    (const char *)flk_key_code_342 + 0, (const char *)flk_key_code_342 + 51, (const char *)flk_key_code_342 + 112, (const char *)flk_key_code_342 + 179, (const char *)flk_key_code_342 + 302, (const char *)flk_key_code_342 + 306,
    (const char *)flk_key_code_343 + 51,
    (const char *)flk_key_code_344 + 0, (const char *)flk_key_code_344 + 16, (const char *)flk_key_code_344 + 82, (const char *)flk_key_code_344 + 144,
    (const char *)flk_key_code_345 + 34, (const char *)flk_key_code_345 + 96, (const char *)flk_key_code_345 + 416, (const char *)flk_key_code_345 + 482,
    (const char *)flk_key_code_346 + 0, (const char *)flk_key_code_346 + 19, (const char *)flk_key_code_346 + 155, (const char *)flk_key_code_346 + 269, (const char *)flk_key_code_346 + 274, (const char *)flk_key_code_346 + 592,
    (const char *)flk_key_code_347 + 0, (const char *)flk_key_code_347 + 17,
    (const char *)flk_key_code_348 + 0, (const char *)flk_key_code_348 + 17, (const char *)flk_key_code_348 + 80,
    (const char *)flk_key_code_349 + 17, (const char *)flk_key_code_349 + 367,
    (const char *)flk_key_code_350 + 0,
    (const char *)flk_key_code_351 + 109,
    (const char *)flk_key_code_352 + 428,
    (const char *)flk_key_code_353 + 0, (const char *)flk_key_code_353 + 70, (const char *)flk_key_code_353 + 129, (const char *)flk_key_code_353 + 192, (const char *)flk_key_code_353 + 305, (const char *)flk_key_code_353 + 325, (const char *)flk_key_code_353 + 576, (const char *)flk_key_code_353 + 658, (const char *)flk_key_code_353 + 770,
    (const char *)flk_key_code_354 + 32,
    (const char *)flk_key_code_355 + 49,
    (const char *)flk_key_code_356 + 17, (const char *)flk_key_code_356 + 81,
    (const char *)flk_key_code_357 + 20, (const char *)flk_key_code_357 + 80, (const char *)flk_key_code_357 + 147, (const char *)flk_key_code_357 + 208, (const char *)flk_key_code_357 + 275, (const char *)flk_key_code_357 + 336, (const char *)flk_key_code_357 + 401, (const char *)flk_key_code_357 + 467, (const char *)flk_key_code_357 + 531, (const char *)flk_key_code_357 + 592, (const char *)flk_key_code_357 + 657, (const char *)flk_key_code_357 + 1322, (const char *)flk_key_code_357 + 1363, (const char *)flk_key_code_357 + 1426, (const char *)flk_key_code_357 + 1491, (const char *)flk_key_code_357 + 2942, (const char *)flk_key_code_357 + 2961, (const char *)flk_key_code_357 + 3026, (const char *)flk_key_code_357 + 3163, (const char *)flk_key_code_357 + 3217, (const char *)flk_key_code_357 + 3281, (const char *)flk_key_code_357 + 3344, (const char *)flk_key_code_357 + 3409, (const char *)flk_key_code_357 + 3472, (const char *)flk_key_code_357 + 3536, (const char *)flk_key_code_357 + 3601, (const char *)flk_key_code_357 + 3709, (const char *)flk_key_code_357 + 3732, (const char *)flk_key_code_357 + 3795, (const char *)flk_key_code_357 + 4419, (const char *)flk_key_code_357 + 4517,
    (const char *)flk_key_code_358 + 0, (const char *)flk_key_code_358 + 17, (const char *)flk_key_code_358 + 914,
    (const char *)flk_key_code_359 + 0, (const char *)flk_key_code_359 + 34, (const char *)flk_key_code_359 + 272, (const char *)flk_key_code_359 + 291,
    (const char *)flk_key_code_360 + 0, (const char *)flk_key_code_360 + 51, (const char *)flk_key_code_360 + 113, (const char *)flk_key_code_360 + 181, (const char *)flk_key_code_360 + 242, (const char *)flk_key_code_360 + 306, (const char *)flk_key_code_360 + 526, (const char *)flk_key_code_360 + 560, (const char *)flk_key_code_360 + 626, (const char *)flk_key_code_360 + 748, (const char *)flk_key_code_360 + 752, (const char *)flk_key_code_360 + 872, (const char *)flk_key_code_360 + 880, (const char *)flk_key_code_360 + 944, (const char *)flk_key_code_360 + 1010, (const char *)flk_key_code_360 + 1178, (const char *)flk_key_code_360 + 1206, (const char *)flk_key_code_360 + 1268, (const char *)flk_key_code_360 + 1330, (const char *)flk_key_code_360 + 1970, (const char *)flk_key_code_360 + 2032, (const char *)flk_key_code_360 + 2097, (const char *)flk_key_code_360 + 2160, (const char *)flk_key_code_360 + 2314, (const char *)flk_key_code_360 + 2353, (const char *)flk_key_code_360 + 2420, (const char *)flk_key_code_360 + 2542, (const char *)flk_key_code_360 + 2546, (const char *)flk_key_code_360 + 2677, (const char *)flk_key_code_360 + 2737, (const char *)flk_key_code_360 + 2802, (const char *)flk_key_code_360 + 2980, (const char *)flk_key_code_360 + 2993, (const char *)flk_key_code_360 + 3056, (const char *)flk_key_code_360 + 3121, (const char *)flk_key_code_360 + 3828,
    (const char *)flk_key_code_361 + 0, (const char *)flk_key_code_361 + 18, (const char *)flk_key_code_361 + 85, (const char *)flk_key_code_361 + 249, (const char *)flk_key_code_361 + 273,
    (const char *)flk_key_code_362 + 17, (const char *)flk_key_code_362 + 83,
    (const char *)flk_key_code_363 + 49, (const char *)flk_key_code_363 + 112,
    (const char *)flk_key_code_364 + 35,
    (const char *)flk_key_code_365 + 0, (const char *)flk_key_code_365 + 66,
    (const char *)flk_key_code_366 + 34, (const char *)flk_key_code_366 + 96,
    (const char *)flk_key_code_367 + 0, (const char *)flk_key_code_367 + 194,
    (const char *)flk_key_code_368 + 52,
    (const char *)flk_key_code_369 + 20, (const char *)flk_key_code_369 + 145, (const char *)flk_key_code_369 + 208,
    (const char *)flk_key_code_370 + 0, (const char *)flk_key_code_370 + 67,
    (const char *)flk_key_code_371 + 0,
    (const char *)flk_key_code_372 + 18,
    (const char *)flk_key_code_373 + 0,
    (const char *)flk_key_code_374 + 33, (const char *)flk_key_code_374 + 2016, (const char *)flk_key_code_374 + 2082,
    (const char *)flk_key_code_375 + 51, (const char *)flk_key_code_375 + 114, (const char *)flk_key_code_375 + 176,
    (const char *)flk_key_code_376 + 0, (const char *)flk_key_code_376 + 66, (const char *)flk_key_code_376 + 256, (const char *)flk_key_code_376 + 320,
    (const char *)flk_key_code_377 + 50, (const char *)flk_key_code_377 + 116, (const char *)flk_key_code_377 + 689,
    (const char *)flk_key_code_378 + 0, (const char *)flk_key_code_378 + 85, (const char *)flk_key_code_378 + 424,
    (const char *)flk_key_code_379 + 0, (const char *)flk_key_code_379 + 104,
    (const char *)flk_key_code_380 + 0, (const char *)flk_key_code_380 + 35, (const char *)flk_key_code_380 + 97, (const char *)flk_key_code_380 + 161,
    (const char *)flk_key_code_381 + 0,
    (const char *)flk_key_code_382 + 32, (const char *)flk_key_code_382 + 103,
    (const char *)flk_key_code_383 + 0, (const char *)flk_key_code_383 + 54, (const char *)flk_key_code_383 + 114, (const char *)flk_key_code_383 + 178, (const char *)flk_key_code_383 + 241,
    (const char *)flk_key_code_384 + 0, (const char *)flk_key_code_384 + 65,
    (const char *)flk_key_code_385 + 0,
    (const char *)flk_key_code_386 + 0, (const char *)flk_key_code_386 + 65, (const char *)flk_key_code_386 + 129, (const char *)flk_key_code_386 + 193,
    (const char *)flk_key_code_387 + 0,
    (const char *)flk_key_code_388 + 16,
    (const char *)flk_key_code_389 + 34,
    (const char *)flk_key_code_390 + 16,
    (const char *)flk_key_code_391 + 27,
    (const char *)flk_key_code_392 + 355,
    (const char *)flk_key_code_393 + 372,
    (const char *)flk_key_code_394 + 66,
};
const unsigned long flk_key_code_line_count = sizeof flk_key_code_lines / sizeof *flk_key_code_lines;
