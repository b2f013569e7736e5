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
extern void flk_key_code_58(void) __asm__("_dispatch_call_block_and_release") __attribute__((weak));
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
extern void flk_key_code_73(void) __asm__("$s9flickterm16FlicktermCommandV4mainyyFZ") __attribute__((weak));
extern void flk_key_code_74(void) __asm__("$s10TerminalUI8MainLoopO3runs5NeverOyFZ") __attribute__((weak));
extern void flk_key_code_75(void) __asm__("flickterm_main") __attribute__((weak));
extern void flk_key_code_76(void) __asm__("$sScM14assumeIsolated_4file4linexxyKScMYcXE_s12StaticStringVSutKs8SendableRzlFZyt_Tg5") __attribute__((weak));
extern void flk_key_code_77(void) __asm__("$s10TerminalUI8MainLoopO3runs5NeverOyFZyyScMYcXEfU_") __attribute__((weak));
extern void flk_key_code_78(void) __asm__("$s10TerminalUI0A3AppC6listen33_B755C313297C0CFB8D4F05E2281575F6LLyyFySbYbScMYccfU_") __attribute__((weak));
extern void flk_key_code_79(void) __asm__("$s10TerminalUI0A3AppC8readKeys33_B755C313297C0CFB8D4F05E2281575F6LLyyF") __attribute__((weak));
extern void flk_key_code_80(void) __asm__("swift_release") __attribute__((weak));
extern void flk_key_code_81(void) __asm__("_ZN5swift9RefCountsINS_13RefCountBitsTILNS_19RefCountInlinednessE1EEEE15doDecrementSlowILNS_13PerformDeinitE1EEEbS3_j") __attribute__((weak));
extern void flk_key_code_82(void) __asm__("$s10TerminalUI0A3AppC6handle33_B755C313297C0CFB8D4F05E2281575F6LLyyAA3KeyOF") __attribute__((weak));
extern void flk_key_code_83(void) __asm__("_swift_release_dealloc") __attribute__((weak));
extern void flk_key_code_84(void) __asm__("$s10TerminalUI13ResultsScreenCAA0D0A2aDP6handleySbAA3KeyOFTW") __attribute__((weak));
extern void flk_key_code_85(void) __asm__("$s10TerminalUI13ResultsScreenC6handleySbAA3KeyOF") __attribute__((weak));
extern void flk_key_code_86(void) __asm__("flk_main_queue_run") __attribute__((weak));
extern void flk_key_code_87(void) __asm__("flk_wait_next") __attribute__((weak));
extern void flk_key_code_88(void) __asm__("swift_allocObject") __attribute__((weak));
extern void flk_key_code_89(void) __asm__("$s11Observation0A9RegistrarV6access_7keyPathyx_s03KeyE0Cyxq_GtAA10ObservableRzr0_lF") __attribute__((weak));
extern void flk_key_code_90(void) __asm__("$ss23_ContiguousArrayStorageCfD") __attribute__((weak));
extern void flk_key_code_91(void) __asm__("swift_retain") __attribute__((weak));
extern void flk_key_code_92(void) __asm__("swift_slowAlloc") __attribute__((weak));
extern void flk_key_code_93(void) __asm__("swift_deallocObject") __attribute__((weak));
extern void flk_key_code_94(void) __asm__("swift_deallocClassInstance") __attribute__((weak));
extern void flk_key_code_95(void) __asm__("swift_beginAccess") __attribute__((weak));
extern void flk_key_code_96(void) __asm__("$s10ViewModels013SearchResultsA5ModelC4show33_3E4BF0978959A2EF4642272768448B64LLyySnySiGF") __attribute__((weak));
extern void flk_key_code_97(void) __asm__("swift_slowDealloc") __attribute__((weak));
extern void flk_key_code_98(void) __asm__("swift_task_isCurrentExecutor") __attribute__((weak));
extern void flk_key_code_99(void) __asm__("swift_task_isCurrentExecutorWithFlags") __attribute__((weak));
extern void flk_key_code_100(void) __asm__("swift_bridgeObjectRelease") __attribute__((weak));
extern void flk_key_code_101(void) __asm__("swift_task_isMainExecutor") __attribute__((weak));
extern void flk_key_code_102(void) __asm__("swift_task_isMainExecutorImpl") __attribute__((weak));
extern void flk_key_code_103(void) __asm__("$ss6HasherV9_finalizeSiyF") __attribute__((weak));
extern void flk_key_code_104(void) __asm__("swift_arrayDestroy") __attribute__((weak));
extern void flk_key_code_105(void) __asm__("$sSS4hash4intoys6HasherVz_tF") __attribute__((weak));
extern void flk_key_code_106(void) __asm__("$sScfsE14isMainExecutorSbvg") __attribute__((weak));
extern void flk_key_code_107(void) __asm__("_ZN5swift7runtime9AccessSet6insertEPNS0_6AccessEPvS4_NS_16ExclusivityFlagsE") __attribute__((weak));
extern void flk_key_code_108(void) __asm__("swift_getKeyPath") __attribute__((weak));
extern void flk_key_code_109(void) __asm__("$ss17_swift_getKeyPath7pattern9argumentsSVSv_SVtF") __attribute__((weak));
extern void flk_key_code_110(void) __asm__("swift_bridgeObjectRetain") __attribute__((weak));
extern void flk_key_code_111(void) __asm__("$ss6HasherV7combine5bytesySW_tF") __attribute__((weak));
extern void flk_key_code_112(void) __asm__("$ss6HasherV5_seedABSi_tcfC") __attribute__((weak));
extern void flk_key_code_113(void) __asm__("swift_endAccess") __attribute__((weak));
extern void flk_key_code_114(void) __asm__("$s10TerminalUI9KeyReaderV7rawKeys33_D36EFDE33BCA181CEA5EFE22689907CBLLSayAA0C0OGyFTf4d_n") __attribute__((weak));
extern void flk_key_code_115(void) __asm__("$s10ViewModels11KeyBindingsV6action3for2inAA0C6ActionOSgAA0C4NameO_AA0C7ContextOtFTf4nnx_n") __attribute__((weak));
extern void flk_key_code_116(void) __asm__("attroff") __attribute__((weak));
extern void flk_key_code_117(void) __asm__("wattrset") __attribute__((weak));
extern void flk_key_code_118(void) __asm__("wattr_get") __attribute__((weak));
extern void flk_key_code_119(void) __asm__("get_wch") __attribute__((weak));
extern void flk_key_code_120(void) __asm__("mvaddnwstr") __attribute__((weak));
extern void flk_key_code_121(void) __asm__("wget_wch") __attribute__((weak));
extern void flk_key_code_122(void) __asm__("_ZN5swift9RefCountsINS_13RefCountBitsTILNS_19RefCountInlinednessE1EEEE13incrementSlowES3_j") __attribute__((weak));
extern void flk_key_code_123(void) __asm__("$sScA15unownedExecutorScevgTj") __attribute__((weak));
extern void flk_key_code_124(void) __asm__("$s10TerminalUI0A3AppC3act33_B755C313297C0CFB8D4F05E2281575F6LLyyF") __attribute__((weak));
extern void flk_key_code_125(void) __asm__("_ZN5swift7runtime15SwiftTLSContext3getEv") __attribute__((weak));
extern void flk_key_code_126(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlFs5Int32V_Tg5") __attribute__((weak));
extern void flk_key_code_127(void) __asm__("$s10TerminalUI10KeyDecoderV6decodeySayAA0C0OGAGF") __attribute__((weak));
extern void flk_key_code_128(void) __asm__("swift_task_getMainExecutor") __attribute__((weak));
extern void flk_key_code_129(void) __asm__("_nc_wgetch") __attribute__((weak));
extern void flk_key_code_130(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF10ViewModels7KeyNameO_Tg5") __attribute__((weak));
extern void flk_key_code_131(void) __asm__("$sScM6sharedScMvgZ") __attribute__((weak));
extern void flk_key_code_132(void) __asm__("swift_initStaticObject") __attribute__((weak));
extern void flk_key_code_133(void) __asm__("$sSS18_uncheckedFromUTF8ySSSRys5UInt8VGFZ") __attribute__((weak));
extern void flk_key_code_134(void) __asm__("swift_arrayInitWithCopy") __attribute__((weak));
extern void flk_key_code_135(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF10ViewModels10KeyContextO_Tg5") __attribute__((weak));
extern void flk_key_code_136(void) __asm__("__swift_destroy_boxed_opaque_existential_1") __attribute__((weak));
extern void flk_key_code_137(void) __asm__("$sSYsSHRzSH8RawValueSYRpzrlE08_rawHashB04seedS2i_tF10ViewModels10KeyContextO_Tgq5") __attribute__((weak));
extern void flk_key_code_138(void) __asm__("swift_createDefaultExecutorsOnce") __attribute__((weak));
extern void flk_key_code_139(void) __asm__("$sSa6append10contentsOfyqd__n_t7ElementQyd__RszSTRd__lF10TerminalUI3KeyO_SayAGGTg5") __attribute__((weak));
extern void flk_key_code_140(void) __asm__("swift_bridgeObjectRetain_n") __attribute__((weak));
extern void flk_key_code_141(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE6InputsA2aDP15noticeDismissedyyFTW") __attribute__((weak));
extern void flk_key_code_142(void) __asm__("$s10ViewModels013SearchResultsA5ModelC15noticeDismissedyyF") __attribute__((weak));
extern void flk_key_code_143(void) __asm__("_swift_observation_tls_get") __attribute__((weak));
extern void flk_key_code_144(void) __asm__("_nc_timed_wait") __attribute__((weak));
extern void flk_key_code_145(void) __asm__("$s10ViewModels7KeyNameO4hash4intoys6HasherVz_tF") __attribute__((weak));
extern void flk_key_code_146(void) __asm__("$ss6HasherV8_combineyys5UInt8VF") __attribute__((weak));
extern void flk_key_code_147(void) __asm__("is_linetouched") __attribute__((weak));
extern void flk_key_code_148(void) __asm__("is_wintouched") __attribute__((weak));
extern void flk_key_code_149(void) __asm__("wtouchln") __attribute__((weak));
extern void flk_key_code_150(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP4helpAA12HelpContentsVSgvgTW") __attribute__((weak));
extern void flk_key_code_151(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP10exitStatuss5Int32VSgvgTW") __attribute__((weak));
extern void flk_key_code_152(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlF10ViewModels7KeyNameO_Tg5") __attribute__((weak));
extern void flk_key_code_153(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP11newSearchesSivgTW") __attribute__((weak));
extern void flk_key_code_154(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP7redrawsSivgTW") __attribute__((weak));
extern void flk_key_code_155(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP5bellsSivgTW") __attribute__((weak));
extern void flk_key_code_156(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlFs5Int32V_Tg5") __attribute__((weak));
extern void flk_key_code_157(void) __asm__("__swift_project_boxed_opaque_existential_1") __attribute__((weak));
extern void flk_key_code_158(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE4TypeA2aDP7outputsAA0cdaE7Outputs_pvgTW") __attribute__((weak));
extern void flk_key_code_159(void) __asm__("swift_retain_n") __attribute__((weak));
extern void flk_key_code_160(void) __asm__("swift_getObjectType") __attribute__((weak));
extern void flk_key_code_161(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP6layoutAA0D6LayoutOvgTW") __attribute__((weak));
extern void flk_key_code_162(void) __asm__("$s10TerminalUI3KeyO14terminalScalarACSgs6UInt32V_tcfCTf4nd_n") __attribute__((weak));
extern void flk_key_code_163(void) __asm__("$s10TerminalUI3KeyOwxx") __attribute__((weak));
extern void flk_key_code_164(void) __asm__("$s10TerminalUI3KeyOWOe") __attribute__((weak));
extern void flk_key_code_165(void) __asm__("$s10TerminalUI9KeyReaderVwcp") __attribute__((weak));
extern void flk_key_code_166(void) __asm__("$s10TerminalUI9KeyReaderVWOh") __attribute__((weak));
extern void flk_key_code_167(void) __asm__("$sScMMa") __attribute__((weak));
extern void flk_key_code_168(void) __asm__("swift_weakLoadStrong") __attribute__((weak));
extern void flk_key_code_169(void) __asm__("swift_isEscapingClosureAtFileLocation") __attribute__((weak));
extern void flk_key_code_170(void) __asm__("$s10ViewModels17SelectionViewportV6scroll33_2A1B70160571967959982770249FCA98LLyyF") __attribute__((weak));
extern void flk_key_code_171(void) __asm__("$s10TerminalUI3KeyOWOy") __attribute__((weak));
extern void flk_key_code_172(void) __asm__("$s10TerminalUI9KeyReaderVwxx") __attribute__((weak));
extern void flk_key_code_173(void) __asm__("$s10ViewModels7KeyNameOSgWOe") __attribute__((weak));
extern void flk_key_code_174(void) __asm__("$s10TerminalUI3KeyOwcp") __attribute__((weak));
extern void flk_key_code_175(void) __asm__("$s10TerminalUI3KeyO4name10ViewModels0C4NameOSgvg") __attribute__((weak));
extern void flk_key_code_176(void) __asm__("$s10ViewModels7KeyNameOSgWOy") __attribute__((weak));
extern void flk_key_code_177(void) __asm__("$s10TerminalUI3KeyOWOh") __attribute__((weak));
extern void flk_key_code_178(void) __asm__("$s10ViewModels17SelectionViewportV23__derived_struct_equalsySbAC_ACtFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_179(void) __asm__("$sSasSQRzlE2eeoiySbSayxG_ABtFZ10TerminalUI3KeyO_Tt1g5") __attribute__((weak));
extern void flk_key_code_180(void) __asm__("$s10ViewModels7KeyNameOWOy") __attribute__((weak));
extern void flk_key_code_181(void) __asm__("_swift_pod_destroy") __attribute__((weak));
extern void flk_key_code_182(void) __asm__("_nc_handle_sigwinch") __attribute__((weak));
extern void flk_key_code_183(void) __asm__("$s10ViewModels12HelpContentsVSgWOy") __attribute__((weak));
extern void flk_key_code_184(void) __asm__("$ss15ContinuousClockV7InstantVMa") __attribute__((weak));
extern void flk_key_code_185(void) __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyF") __attribute__((weak));
extern void flk_key_code_186(void) __asm__("$s10TerminalUI13ResultsScreenC9drawParts2on7changedyAA6CanvasV_yyYbScMYcctF") __attribute__((weak));
extern void flk_key_code_187(void) __asm__("$s11Observation04withA8Tracking_8onChangexxyXE_yyYbcyXKtlF") __attribute__((weak));
extern void flk_key_code_188(void) __asm__("$s10TerminalUI6CanvasV7presentyyF") __attribute__((weak));
extern void flk_key_code_189(void) __asm__("__wrap_doupdate") __attribute__((weak));
extern void flk_key_code_190(void) __asm__("$s10TerminalUI13ResultsScreenC9planSlots33_E2D85A74ED32AAD52CA445668A49F65CLL_2onSi10ViewModels06SearchcP12ModelOutputs_p_AA6CanvasVtF") __attribute__((weak));
extern void flk_key_code_191(void) __asm__("wadd_wch") __attribute__((weak));
extern void flk_key_code_192(void) __asm__("$s11Observation0A9RegistrarV12withMutation2of7keyPath_q0_x_s03KeyG0Cyxq_Gq0_yKXEtKAA10ObservableRzr1_lF") __attribute__((weak));
extern void flk_key_code_193(void) __asm__("_nc_outc_wrapper") __attribute__((weak));
extern void flk_key_code_194(void) __asm__("_nc_flush_sp") __attribute__((weak));
extern void flk_key_code_195(void) __asm__("_nc_outch_sp") __attribute__((weak));
extern void flk_key_code_196(void) __asm__("tputs_sp") __attribute__((weak));
extern void flk_key_code_197(void) __asm__("_nc_putp_sp") __attribute__((weak));
extern void flk_key_code_198(void) __asm__("tputs") __attribute__((weak));
extern void flk_key_code_199(void) __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyFAA6Screen_pSgyXEfU1_") __attribute__((weak));
extern void flk_key_code_200(void) __asm__("$s10TerminalUI0A3AppC9drawFrame33_B755C313297C0CFB8D4F05E2281575F6LL_8tooSmall8overlaidAA6Screen_pSgAI_SaySSGSgSbtF") __attribute__((weak));
extern void flk_key_code_201(void) __asm__("$s10TerminalUI13ResultsScreenC12drawTitleBar33_E2D85A74ED32AAD52CA445668A49F65CLL_2ony10ViewModels06SearchcQ12ModelOutputs_p_AA6CanvasVtF") __attribute__((weak));
extern void flk_key_code_202(void) __asm__("$s10TerminalUI12ImagePainterC10frameDrawnyyF") __attribute__((weak));
extern void flk_key_code_203(void) __asm__("waddnwstr") __attribute__((weak));
extern void flk_key_code_204(void) __asm__("flk_move_cursor") __attribute__((weak));
extern void flk_key_code_205(void) __asm__("$s10TerminalUI6CanvasV3bar3row4left5right4role11besideDrawnySi_S2SAA5ThemeV4RoleOSSSgtF") __attribute__((weak));
extern void flk_key_code_206(void) __asm__("$ss10AnyKeyPathC4hash4intoys6HasherVz_tF") __attribute__((weak));
extern void flk_key_code_207(void) __asm__("$s10TerminalUI13ResultsScreenCAA0D0A2aDP4draw2onyAA6CanvasV_tFTW") __attribute__((weak));
extern void flk_key_code_208(void) __asm__("$s10TerminalUI13ResultsScreenC4draw2onyAA6CanvasV_tF") __attribute__((weak));
extern void flk_key_code_209(void) __asm__("vid_puts_sp") __attribute__((weak));
extern void flk_key_code_210(void) __asm__("vid_puts") __attribute__((weak));
extern void flk_key_code_211(void) __asm__("wnoutrefresh") __attribute__((weak));
extern void flk_key_code_212(void) __asm__("$ss6HasherV5_hash4seed_S2i_s6UInt64VtFZ") __attribute__((weak));
extern void flk_key_code_213(void) __asm__("$sSS6appendyySSF") __attribute__((weak));
extern void flk_key_code_214(void) __asm__("__wrap__nc_tiparm") __attribute__((weak));
extern void flk_key_code_215(void) __asm__("$s11Observation0A8TrackingV6cancelyyF") __attribute__((weak));
extern void flk_key_code_216(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP8positionSSvgTW") __attribute__((weak));
extern void flk_key_code_217(void) __asm__("$s10ViewModels013SearchResultsA5ModelC8positionSSvg") __attribute__((weak));
extern void flk_key_code_218(void) __asm__("$s10ViewModels013SearchResultsA5ModelC8positionSSvgSSSiXEfU_") __attribute__((weak));
extern void flk_key_code_219(void) __asm__("_nc_pair_content") __attribute__((weak));
extern void flk_key_code_220(void) __asm__("_nc_do_color_sp") __attribute__((weak));
extern void flk_key_code_221(void) __asm__("$sSh8_VariantV6insertySb8inserted_x17memberAfterInserttxnFSi_Tg5") __attribute__((weak));
extern void flk_key_code_222(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP4rows2inSayAA010ResultItemaE4Type_pGSnySiG_tFTW") __attribute__((weak));
extern void flk_key_code_223(void) __asm__("$s10ViewModels013SearchResultsA5ModelC4rows2inSayAA010ResultItemaE4Type_pGSnySiG_tF") __attribute__((weak));
extern void flk_key_code_224(void) __asm__("$s10TerminalUI12ImagePainterC4send33_F818917310E8169F8C1C24501EFBACD4LL6unsentSbySays5UInt8VGXE_tF04$s10a4UI12cd21C9frameSentSbyFySays5M7VGXEfU_ACTf1cn_nTf4ng_n") __attribute__((weak));
extern void flk_key_code_225(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP17firstVisibleIndexSivgTW") __attribute__((weak));
extern void flk_key_code_226(void) __asm__("$ss10_NativeSetV9insertNew_2at8isUniqueyxn_s10_HashTableV6BucketVSbtFSi_Tg5") __attribute__((weak));
extern void flk_key_code_227(void) __asm__("__wrap_wcwidth") __attribute__((weak));
extern void flk_key_code_228(void) __asm__("$s10TerminalUI6CanvasVwcp") __attribute__((weak));
extern void flk_key_code_229(void) __asm__("$sSlsE5first7ElementQzSgvgSS17UnicodeScalarViewV_Tg5") __attribute__((weak));
extern void flk_key_code_230(void) __asm__("$s10TerminalUI0A6OutputC12frameFlushedyyF") __attribute__((weak));
extern void flk_key_code_231(void) __asm__("whline") __attribute__((weak));
extern void flk_key_code_232(void) __asm__("wmove") __attribute__((weak));
extern void flk_key_code_233(void) __asm__("$s10TerminalUI6CanvasVWOc") __attribute__((weak));
extern void flk_key_code_234(void) __asm__("$ss18_DictionaryStorageCfD") __attribute__((weak));
extern void flk_key_code_235(void) __asm__("$ss10_NativeSetV13copyAndResize8capacityySi_tFSi_Tg5") __attribute__((weak));
extern void flk_key_code_236(void) __asm__("$s10TerminalUI6CanvasVwxx") __attribute__((weak));
extern void flk_key_code_237(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF10TerminalUI5ThemeV4RoleO_Tg5") __attribute__((weak));
extern void flk_key_code_238(void) __asm__("$s10TerminalUI13ResultsScreenC8drawTail33_E2D85A74ED32AAD52CA445668A49F65CLL_2ony10ViewModels06SearchcP12ModelOutputs_p_AA6CanvasVtF") __attribute__((weak));
extern void flk_key_code_239(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlFSO_Tg5") __attribute__((weak));
extern void flk_key_code_240(void) __asm__("$s5Model12TerminalTextO16isPrintableASCII33_4DCF6A73EECA57F3AF16E403A0BB28EFLLySbSSFZTf4nd_n") __attribute__((weak));
extern void flk_key_code_241(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP13selectedIndexSiSgvgTW") __attribute__((weak));
extern void flk_key_code_242(void) __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyFyyYbcyXEfu_yyYbcfU2_") __attribute__((weak));
extern void flk_key_code_243(void) __asm__("setcchar") __attribute__((weak));
extern void flk_key_code_244(void) __asm__("flk_fill") __attribute__((weak));
extern void flk_key_code_245(void) __asm__("$ss18_DictionaryStorageCfd") __attribute__((weak));
extern void flk_key_code_246(void) __asm__("_nc_synchook") __attribute__((weak));
extern void flk_key_code_247(void) __asm__("wsyncdown") __attribute__((weak));
extern void flk_key_code_248(void) __asm__("$s5Model12TerminalTextO12displayWidthySiSSFZ") __attribute__((weak));
extern void flk_key_code_249(void) __asm__("$ss27_stringCompareWithSmolCheck__9expectingSbs11_StringGutsV_ADs01_G16ComparisonResultOtF") __attribute__((weak));
extern void flk_key_code_250(void) __asm__("$ss11_StringGutsV19validateScalarIndexySS0E0VAEF") __attribute__((weak));
extern void flk_key_code_251(void) __asm__("$s10TerminalUI13ResultsScreenC9drawParts2on7changedyAA6CanvasV_yyYbScMYcctFyyXEfU4_") __attribute__((weak));
extern void flk_key_code_252(void) __asm__("$s10ViewModels013SearchResultsA5ModelC10listStatusAA0G4LineVSgvg") __attribute__((weak));
extern void flk_key_code_253(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10TerminalUI13ResultsScreenC7SlotDue33_E2D85A74ED32AAD52CA445668A49F65CLLV_Tg5") __attribute__((weak));
extern void flk_key_code_254(void) __asm__("_nc_render") __attribute__((weak));
extern void flk_key_code_255(void) __asm__("_ZN5swift12metadataimpl14ValueWitnessesINS0_19ClassExistentialBoxILj1EEEE7destroyEPNS_11OpaqueValueEPKNS_14TargetMetadataINS_9InProcessEEE") __attribute__((weak));
extern void flk_key_code_256(void) __asm__("$s10TerminalUI6CanvasV5blank3row7columnsySi_SnySiGtFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_257(void) __asm__("$s10ViewModels013SearchResultsA5ModelC10statusLineAA06StatusG0Vvg") __attribute__((weak));
extern void flk_key_code_258(void) __asm__("swift_weakInit") __attribute__((weak));
extern void flk_key_code_259(void) __asm__("$s10TerminalUI0A3AppC6render33_B755C313297C0CFB8D4F05E2281575F6LLyyFyyYbcyXEfu_yyYbcfU2_yyScMYcXEfU_") __attribute__((weak));
extern void flk_key_code_260(void) __asm__("_ZN5swift9RefCountsINS_13RefCountBitsTILNS_19RefCountInlinednessE1EEEE17formWeakReferenceEv") __attribute__((weak));
extern void flk_key_code_261(void) __asm__("wvline_set") __attribute__((weak));
extern void flk_key_code_262(void) __asm__("$sSQ2eeoiySbx_xtFZTj") __attribute__((weak));
extern void flk_key_code_263(void) __asm__("swift_bridgeObjectRelease_n") __attribute__((weak));
extern void flk_key_code_264(void) __asm__("$s10ViewModels12PhotoActionsC10statusLineAA06StatusF0VSgvg") __attribute__((weak));
extern void flk_key_code_265(void) __asm__("_nc_baudrate") __attribute__((weak));
extern void flk_key_code_266(void) __asm__("swift_release_n") __attribute__((weak));
extern void flk_key_code_267(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP12emptyMessageSSSgvgTW") __attribute__((weak));
extern void flk_key_code_268(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10ViewModels010ResultItemP9ModelType_p_Tg5") __attribute__((weak));
extern void flk_key_code_269(void) __asm__("$s10ViewModels013SearchResultsA5ModelC12emptyMessageSSSgvg") __attribute__((weak));
extern void flk_key_code_270(void) __asm__("$ss11_SetStorageCfd") __attribute__((weak));
extern void flk_key_code_271(void) __asm__("flk_lines") __attribute__((weak));
extern void flk_key_code_272(void) __asm__("$sSh8containsySbxF10TerminalUI0B3AppC0D4Part33_B755C313297C0CFB8D4F05E2281575F6LLO_Tg5Tf4dn_n") __attribute__((weak));
extern void flk_key_code_273(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlF10TerminalUI5ThemeV4RoleO_Tg5") __attribute__((weak));
extern void flk_key_code_274(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP5titleSSvgTW") __attribute__((weak));
extern void flk_key_code_275(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlFSO_Tg5") __attribute__((weak));
extern void flk_key_code_276(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP11originLabelSSSgvgTW") __attribute__((weak));
extern void flk_key_code_277(void) __asm__("$s10ViewModels013SearchResultsA5ModelCAA0cdaE7OutputsA2aDP8geometryAA0D8GeometryVvgTW") __attribute__((weak));
extern void flk_key_code_278(void) __asm__("$s10ViewModels03AppA5ModelCAA0caD7OutputsA2aDP8tooSmallSaySSGSgvgTW") __attribute__((weak));
extern void flk_key_code_279(void) __asm__("$s10ViewModels15ResultsGeometryV4slotySi4line_Si6columntSiF") __attribute__((weak));
extern void flk_key_code_280(void) __asm__("$s10TerminalUI6CanvasVwet") __attribute__((weak));
extern void flk_key_code_281(void) __asm__("wattr_on") __attribute__((weak));
extern void flk_key_code_282(void) __asm__("swift_weakDestroy") __attribute__((weak));
extern void flk_key_code_283(void) __asm__("swift_getCanonicalSpecializedMetadata") __attribute__((weak));
extern void flk_key_code_284(void) __asm__("$s10TerminalUI6CanvasV10beginFrame7keepingySOSg_tF") __attribute__((weak));
extern void flk_key_code_285(void) __asm__("$s10TerminalUI15ResultsOnScreenV8TitleBarVSgWOy") __attribute__((weak));
extern void flk_key_code_286(void) __asm__("wattr_off") __attribute__((weak));
extern void flk_key_code_287(void) __asm__("_swift_observation_tls_set") __attribute__((weak));
extern void flk_key_code_288(void) __asm__("$s10ViewModels15ResultsGeometryV23__derived_struct_equalsySbAC_ACtFZ") __attribute__((weak));
extern void flk_key_code_289(void) __asm__("$s10ViewModels15ResultsGeometryV23__derived_struct_equalsySbAC_ACtFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_290(void) __asm__("$s5Model9PhotoPageV7hasMoreSbvg") __attribute__((weak));
extern void flk_key_code_291(void) __asm__("$s10ViewModels013SearchResultsA12ModelOutputs_pWOb") __attribute__((weak));
extern void flk_key_code_292(void) __asm__("$s10TerminalUI6CanvasVwst") __attribute__((weak));
extern void flk_key_code_293(void) __asm__("curs_set_sp") __attribute__((weak));
extern void flk_key_code_294(void) __asm__("curs_set") __attribute__((weak));
extern void flk_key_code_295(void) __asm__("$s5Model12AnswerOriginO5labelSSSgvg") __attribute__((weak));
extern void flk_key_code_296(void) __asm__("$sSh8containsySbxF10TerminalUI5ThemeV4RoleO_Tg5") __attribute__((weak));
extern void flk_key_code_297(void) __asm__("$ss23_ContiguousArrayStorageCy10ViewModels010ResultItemD9ModelType_pGMa") __attribute__((weak));
extern void flk_key_code_298(void) __asm__("leaveok") __attribute__((weak));
extern void flk_key_code_299(void) __asm__("flk_cursor_record_holds") __attribute__((weak));
extern void flk_key_code_300(void) __asm__("flk_restyle") __attribute__((weak));
extern void flk_key_code_301(void) __asm__("wchgat") __attribute__((weak));
extern void flk_key_code_302(void) __asm__("__wrap_wcrtomb") __attribute__((weak));
extern void flk_key_code_303(void) __asm__("$ss10_HashTableV12previousHole6beforeAB6BucketVAF_tF") __attribute__((weak));
extern void flk_key_code_304(void) __asm__("$s10TerminalUI6CanvasV4text_3row6column5width4role4boldySS_S3iSgAA5ThemeV4RoleOSbtFSSAD_Says5Int32VG4wideSi6blanksSi0N2AttyXEfU_") __attribute__((weak));
extern void flk_key_code_305(void) __asm__("$sSS5index_8offsetBy07limitedC0SS5IndexVSgAE_SiAEtF") __attribute__((weak));
extern void flk_key_code_306(void) __asm__("$sSKsE8dropLasty11SubSequenceQzSiFSS_Tg5Tf4ng_n") __attribute__((weak));
extern void flk_key_code_307(void) __asm__("$sSSySsSnySS5IndexVGcig") __attribute__((weak));
extern void flk_key_code_308(void) __asm__("$s5Model12TerminalTextO3cut33_4DCF6A73EECA57F3AF16E403A0BB28EFLL_7toWidth8ellipsisSS4text_Si7columnstSS_SiSJtFZTf4nnnd_n") __attribute__((weak));
extern void flk_key_code_309(void) __asm__("$s5Model12TerminalTextO9truncated_7toWidth8ellipsisS2S_SiSJtFZ") __attribute__((weak));
extern void flk_key_code_310(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtFs5Int32V_Tg5") __attribute__((weak));
extern void flk_key_code_311(void) __asm__("$s5Model12TerminalTextO9sanitized_15keepingNewlinesS2S_SbtFZTf4nnd_n") __attribute__((weak));
extern void flk_key_code_312(void) __asm__("$s5Model12TerminalTextO8drawableyS2SFZ") __attribute__((weak));
extern void flk_key_code_313(void) __asm__("$s10ViewModels013SearchResultsA5ModelC8moveDownyyFyAA17SelectionViewportVzXEfU_") __attribute__((weak));
extern void flk_key_code_314(void) __asm__("$s10TerminalUI6GlyphsO3mapyS2SF") __attribute__((weak));
extern void flk_key_code_315(void) __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntF10TerminalUI11FittedTextsC3Key33_B23C8CEA079DA2255118F992931939D1LLVySS4text_Says5Int32VG4wideSi6blanksSi0X2Att_G_SSAQ_AtUSiAVSiAWtTg5") __attribute__((weak));
extern void flk_key_code_316(void) __asm__("$s10TerminalUI6CanvasV6scroll4rows2byySnySiG_SitF") __attribute__((weak));
extern void flk_key_code_317(void) __asm__("$s10TerminalUI11FittedTextsC4text_5width3fitxSS_SixyXEtFSS_Tg504$s10A42UI6CanvasV6fitted_7toWidthS2S_SitFSSyXEfU_SSSiTf1nncn_nTf4nnngn_n") __attribute__((weak));
extern void flk_key_code_318(void) __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsA2aDP10countsTextSSvgTW") __attribute__((weak));
extern void flk_key_code_319(void) __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsA2aDP9thumbnailAA10ImageStateOvgTW") __attribute__((weak));
extern void flk_key_code_320(void) __asm__("$s10TerminalUI15ResultsOnScreenV6scroll2byySi_tF") __attribute__((weak));
extern void flk_key_code_321(void) __asm__("_ZN5swift12metadataimpl14ValueWitnessesINS0_18SwiftRetainableBoxEE18initializeWithCopyEPNS_11OpaqueValueES5_PKNS_14TargetMetadataINS_9InProcessEEE") __attribute__((weak));
extern void flk_key_code_322(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtF10TerminalUI15ResultsOnScreenV4SlotO_Tg5") __attribute__((weak));
extern void flk_key_code_323(void) __asm__("$s5Model20DeferredPhotoServiceC13fetchesCountsSbvg") __attribute__((weak));
extern void flk_key_code_324(void) __asm__("$s10TerminalUI15ResultsOnScreenV4TailVSgWOe") __attribute__((weak));
extern void flk_key_code_325(void) __asm__("$s10TerminalUI15ScreenNavigatorC10ViewModels0E13ModelServicesAadEP6photos0G018PhotoSearchService_pvgTW") __attribute__((weak));
extern void flk_key_code_326(void) __asm__("$s10TerminalUI6GlyphsO3mapyS2JF") __attribute__((weak));
extern void flk_key_code_327(void) __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsA2aDP5titleSSvgTW") __attribute__((weak));
extern void flk_key_code_328(void) __asm__("$s10ViewModels010ResultItemA5ModelCAA0cdaE7OutputsA2aDP8subtitleSSvgTW") __attribute__((weak));
extern void flk_key_code_329(void) __asm__("$s10ViewModels010ResultItemA5ModelC9isVisibleSbvsyyXEfU_") __attribute__((weak));
extern void flk_key_code_330(void) __asm__("$s5Model14CatalogServiceCAA011PhotoSearchC0A2aDP13fetchesCountsSbvgTW") __attribute__((weak));
extern void flk_key_code_331(void) __asm__("__wrap__nc_mvcur_sp") __attribute__((weak));
extern void flk_key_code_332(void) __asm__("_nc_mvcur_sp") __attribute__((weak));
extern void flk_key_code_333(void) __asm__("flk_scroll_lines") __attribute__((weak));
extern void flk_key_code_334(void) __asm__("$s10TerminalUI12ImagePainterC6scroll4rows2by16terminalScrolledySnySiG_SiSbtF") __attribute__((weak));
extern void flk_key_code_335(void) __asm__("$s10TerminalUI12ImagePainterC5Shift33_F818917310E8169F8C1C24501EFBACD4LLV5movedyAC11OverlayGridAELLVAIF") __attribute__((weak));
extern void flk_key_code_336(void) __asm__("_nc_scrolln_sp") __attribute__((weak));
extern void flk_key_code_337(void) __asm__("_nc_scrolln") __attribute__((weak));
extern void flk_key_code_338(void) __asm__("flk_scroll_window_lines") __attribute__((weak));
extern void flk_key_code_339(void) __asm__("__wrap__nc_scroll_window") __attribute__((weak));
extern void flk_key_code_340(void) __asm__("flk_lines_alike") __attribute__((weak));
extern void flk_key_code_341(void) __asm__("$s10TerminalUI12ImagePainterC5Shift33_F818917310E8169F8C1C24501EFBACD4LLV5movedySDySiSnySiGGAIF") __attribute__((weak));
extern void flk_key_code_342(void) __asm__("$ss22_stringCompareInternal__9expectingSbs11_StringGutsV_ADs01_E16ComparisonResultOtF") __attribute__((weak));
extern void flk_key_code_343(void) __asm__("$ss17_NativeDictionaryV5merge_8isUnique16uniquingKeysWithyqd__n_Sbq_q__q_tKXEtKSTRd__x_q_t7ElementRtd__lFSi_SnySiGSaySi_AHtGTg5012$sSD20uniquegh33ValuesSDyxq_Gqd__n_tcSTRd__x_q_t7i29Rtd__lufcq_q__q_tKXEfU_Si_Snyu4GSayU8_AEtGTG5Tf1nncn_n") __attribute__((weak));
extern void flk_key_code_344(void) __asm__("_nc_str_init") __attribute__((weak));
extern void flk_key_code_345(void) __asm__("_nc_safe_strcpy") __attribute__((weak));
extern void flk_key_code_346(void) __asm__("$s10TerminalUI12ImagePainterC5Shift33_F818917310E8169F8C1C24501EFBACD4LLV5movedySayAC10UnsentCellAELLVGAJF") __attribute__((weak));
extern void flk_key_code_347(void) __asm__("_nc_scroll_oldhash_sp") __attribute__((weak));
extern void flk_key_code_348(void) __asm__("$s10ViewModels10ImageStateOWOh") __attribute__((weak));
extern void flk_key_code_349(void) __asm__("$s10ViewModels10ImageStateOwxx") __attribute__((weak));
extern void flk_key_code_350(void) __asm__("$s10TerminalUI13ResultsScreenC9drawParts2on7changedyAA6CanvasV_yyYbScMYcctFyyXEfU2_") __attribute__((weak));
extern void flk_key_code_351(void) __asm__("$s10TerminalUI13ResultsScreenC7drawRow33_E2D85A74ED32AAD52CA445668A49F65CLL_8selected3row8geometry2ony10ViewModels010ResultItemS12ModelOutputs_p_SbSiAJ0C8GeometryVAA6CanvasVtFTf4nnnnnd_n") __attribute__((weak));
extern void flk_key_code_352(void) __asm__("$s10TerminalUI13ResultsScreenC13drawThumbnail33_E2D85A74ED32AAD52CA445668A49F65CLL_3row6column5cells2ony10ViewModels10ImageStateO_S3i7columns_Si4rowstAA6CanvasVtFTf4nnnnnnd_n") __attribute__((weak));
extern void flk_key_code_353(void) __asm__("$sSS27unsafeUninitializedCapacity20initializingUTF8WithSSSi_SiSrys5UInt8VGKXEtKcfC") __attribute__((weak));
extern void flk_key_code_354(void) __asm__("$s10TerminalUI13ResultsScreenC21drawSubtitleAndCounts33_E2D85A74ED32AAD52CA445668A49F65CLL_3row6column2ony10ViewModels010ResultItemT12ModelOutputs_p_S2iAA6CanvasVtFTf4nnnnd_n") __attribute__((weak));
extern void flk_key_code_355(void) __asm__("$s5Model12TerminalTextO6fitted_7toWidthS2S_SitFZ") __attribute__((weak));
extern void flk_key_code_356(void) __asm__("$s10TerminalUI13ObservedApartC3run_7changed_qd__x_yxYbScMYccqd__yXEtlFyyYbcyXEfu_AA13ResultsScreenC4Part33_E2D85A74ED32AAD52CA445668A49F65CLLO_ytTG5") __attribute__((weak));
extern void flk_key_code_357(void) __asm__("$s5Model12TerminalTextO6fitted_7toWidthS2S_SitFZSSSRys5UInt8VGXEfU_SiSryAGGXEfU_") __attribute__((weak));
extern void flk_key_code_358(void) __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntF10TerminalUI11FittedTextsC3Key33_B23C8CEA079DA2255118F992931939D1LLVySS_G_SSTg5") __attribute__((weak));
extern void flk_key_code_359(void) __asm__("flk_frame_clears") __attribute__((weak));
extern void flk_key_code_360(void) __asm__("$ss32_copyCollectionToContiguousArrayys0dE0Vy7ElementQzGxSlRzlFSS8UTF8ViewV_Tgq5") __attribute__((weak));
extern void flk_key_code_361(void) __asm__("$ss22__RawDictionaryStorageC4findys10_HashTableV6BucketV6bucket_Sb5foundtxSHRzlF5Model8RGBImageV_Tg5") __attribute__((weak));
extern void flk_key_code_362(void) __asm__("$ss22__RawDictionaryStorageC4find_9hashValues10_HashTableV6BucketV6bucket_Sb5foundtx_SitSHRzlF5Model8RGBImageV_Tg5") __attribute__((weak));
extern void flk_key_code_363(void) __asm__("$s5Model8RGBImageVwcp") __attribute__((weak));
extern void flk_key_code_364(void) __asm__("$s5Model8RGBImageVWOh") __attribute__((weak));
extern void flk_key_code_365(void) __asm__("$s5Model8RGBImageVwxx") __attribute__((weak));
extern void flk_key_code_366(void) __asm__("$s20FoundationEssentials4DataVSgWOy") __attribute__((weak));
extern void flk_key_code_367(void) __asm__("$s10TerminalUI12ImagePainterC4send33_F818917310E8169F8C1C24501EFBACD4LL6unsentSbySays5UInt8VGXE_tF04$s10a4UI12cd22C10frameReadyyyFySays5M7VGXEfU_Tf1cn_n") __attribute__((weak));
extern void flk_key_code_368(void) __asm__("_ZN5swift20LockingConcurrentMapINS_17GenericCacheEntryENS_27LockingConcurrentMapStorageIS1_Lt14EEEE11getOrInsertINS_16MetadataCacheKeyEJRNS_15MetadataRequestERPKNS_27TargetTypeContextDescriptorINS_9InProcessEEERPKPKvEEESt4pairIPS1_NS_16MetadataResponseEET_DpOT0_") __attribute__((weak));
extern void flk_key_code_369(void) __asm__("_ZN5swift38StableAddressConcurrentReadableHashMapINS_17GenericCacheEntryENS_23TaggedMetadataAllocatorILt14EEENS_5MutexEE11getOrInsertINS_16MetadataCacheKeyEJRNS_17MetadataWaitQueue6WorkerERNS_15MetadataRequestERPKNS_27TargetTypeContextDescriptorINS_9InProcessEEERPKPKvEEESt4pairIPS1_bET_DpOT0_") __attribute__((weak));
extern void flk_key_code_370(void) __asm__("_ZNK5swift16MetadataCacheKeyeqERKS0_") __attribute__((weak));
extern void flk_key_code_371(void) __asm__("_ZN5swift22MetadataCacheEntryBaseINS_17GenericCacheEntryEJPKvEE20awaitSatisfyingStateERNS_18ConcurrencyControlENS_15MetadataRequestE") __attribute__((weak));
extern void flk_key_code_372(void) __asm__("_ZN5swift15AtomicWaitQueueINS_17MetadataWaitQueueENS_13IndirectMutexEE6WorkerD2Ev") __attribute__((weak));
extern void flk_key_code_373(void) __asm__("$sSa6append10contentsOfyqd__n_t7ElementQyd__RszSTRd__lFs5UInt8V_SayAFGTg5") __attribute__((weak));
extern void flk_key_code_374(void) __asm__("$ss22_ContiguousArrayBufferV20_consumeAndCreateNew14bufferIsUnique15minimumCapacity13growForAppendAByxGSb_SiSbtFs5UInt8V_Tg5") __attribute__((weak));
extern void flk_key_code_375(void) __asm__("$ss11_StringGutsV8copyUTF84intoSiSgSrys5UInt8VG_tF") __attribute__((weak));
extern void flk_key_code_376(void) __asm__("$sSa6append10contentsOfyqd__n_t7ElementQyd__RszSTRd__lFs5UInt8V_SS8UTF8ViewVTg5") __attribute__((weak));
extern void flk_key_code_377(void) __asm__("$ss22_ContiguousArrayBufferV19_uninitializedCount15minimumCapacityAByxGSi_SitcfCs5UInt8V_Tt1gq5") __attribute__((weak));
extern void flk_key_code_378(void) __asm__("$ss22_ContiguousArrayBufferV19_uninitializedCount15minimumCapacityAByxGSi_SitcfC") __attribute__((weak));
extern void flk_key_code_379(void) __asm__("$ss23_ContiguousArrayStorageCMa") __attribute__((weak));
extern void flk_key_code_380(void) __asm__("swift_isClassType") __attribute__((weak));
extern void flk_key_code_381(void) __asm__("$s20FoundationEssentials4DataVSgWOc") __attribute__((weak));
extern void flk_key_code_382(void) __asm__("$s20FoundationEssentials4DataVSgWOe") __attribute__((weak));
extern void flk_key_code_383(void) __asm__("_ZN5swift12metadataimpl29FixedSizeBufferValueWitnessesINS0_14ValueWitnessesINS0_18SwiftRetainableBoxEEELb1ELm8ELm8ELb1EE23getEnumTagSinglePayloadEPKNS_11OpaqueValueEjPKNS_14TargetMetadataINS_9InProcessEEE") __attribute__((weak));
extern void flk_key_code_384(void) __asm__("_ZNR5swift25ConcurrentReadableHashMapINS_21HashMapElementWrapperINS_17GenericCacheEntryEEENS_5MutexEE8Snapshot4findINS_16MetadataCacheKeyEEEPKS3_RKT_") __attribute__((weak));
extern void flk_key_code_385(void) __asm__("$s5Model17JPEGDecodeControlCMa") __attribute__((weak));
extern void flk_key_code_386(void) __asm__("$ss17_NativeDictionaryV7_insert2at3key5valueys10_HashTableV6BucketV_xnq_ntFs5Int64V_s5Int32VTg5") __attribute__((weak));
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
    (const char *)flk_key_code_58 + 19,
    (const char *)flk_key_code_59 + 0,
    (const char *)flk_key_code_60 + 0, (const char *)flk_key_code_60 + 17, (const char *)flk_key_code_60 + 80, (const char *)flk_key_code_60 + 145, (const char *)flk_key_code_60 + 246, (const char *)flk_key_code_60 + 275, (const char *)flk_key_code_60 + 339,
    (const char *)flk_key_code_61 + 0, (const char *)flk_key_code_61 + 49, (const char *)flk_key_code_61 + 113, (const char *)flk_key_code_61 + 177, (const char *)flk_key_code_61 + 241, (const char *)flk_key_code_61 + 546, (const char *)flk_key_code_61 + 560, (const char *)flk_key_code_61 + 644, (const char *)flk_key_code_61 + 1020, (const char *)flk_key_code_61 + 1074,
    (const char *)flk_key_code_62 + 0, (const char *)flk_key_code_62 + 62, (const char *)flk_key_code_62 + 98, (const char *)flk_key_code_62 + 307, (const char *)flk_key_code_62 + 580, (const char *)flk_key_code_62 + 610, (const char *)flk_key_code_62 + 673, (const char *)flk_key_code_62 + 736,
    (const char *)flk_key_code_63 + 16,
    (const char *)flk_key_code_64 + 104,
    (const char *)flk_key_code_65 + 0, (const char *)flk_key_code_65 + 21,
    (const char *)flk_key_code_66 + 0, (const char *)flk_key_code_66 + 52, (const char *)flk_key_code_66 + 118, (const char *)flk_key_code_66 + 176, (const char *)flk_key_code_66 + 254, (const char *)flk_key_code_66 + 368, (const char *)flk_key_code_66 + 435, (const char *)flk_key_code_66 + 604, (const char *)flk_key_code_66 + 625, (const char *)flk_key_code_66 + 807, (const char *)flk_key_code_66 + 902, (const char *)flk_key_code_66 + 958, (const char *)flk_key_code_66 + 1008, (const char *)flk_key_code_66 + 1231, (const char *)flk_key_code_66 + 1294, (const char *)flk_key_code_66 + 1411, (const char *)flk_key_code_66 + 1458, (const char *)flk_key_code_66 + 1699, (const char *)flk_key_code_66 + 1731, (const char *)flk_key_code_66 + 1806, (const char *)flk_key_code_66 + 2333, (const char *)flk_key_code_66 + 2355, (const char *)flk_key_code_66 + 2432, (const char *)flk_key_code_66 + 2480, (const char *)flk_key_code_66 + 2884, (const char *)flk_key_code_66 + 2928, (const char *)flk_key_code_66 + 2995, (const char *)flk_key_code_66 + 3056, (const char *)flk_key_code_66 + 3122, (const char *)flk_key_code_66 + 3429, (const char *)flk_key_code_66 + 3444, (const char *)flk_key_code_66 + 3505,
    (const char *)flk_key_code_67 + 34, (const char *)flk_key_code_67 + 98, (const char *)flk_key_code_67 + 168,
    (const char *)flk_key_code_68 + 0, (const char *)flk_key_code_68 + 49,
    (const char *)flk_key_code_69 + 0, (const char *)flk_key_code_69 + 66, (const char *)flk_key_code_69 + 144, (const char *)flk_key_code_69 + 193, (const char *)flk_key_code_69 + 320, (const char *)flk_key_code_69 + 384, (const char *)flk_key_code_69 + 450, (const char *)flk_key_code_69 + 512, (const char *)flk_key_code_69 + 1107, (const char *)flk_key_code_69 + 1198, (const char *)flk_key_code_69 + 1216, (const char *)flk_key_code_69 + 1296, (const char *)flk_key_code_69 + 1344, (const char *)flk_key_code_69 + 1411, (const char *)flk_key_code_69 + 1568,
    (const char *)flk_key_code_70 + 0,
    (const char *)flk_key_code_71 + 0, (const char *)flk_key_code_71 + 65, (const char *)flk_key_code_71 + 132, (const char *)flk_key_code_71 + 192, (const char *)flk_key_code_71 + 1404, (const char *)flk_key_code_71 + 1411,
    (const char *)flk_key_code_72 + 0,
    (const char *)flk_key_code_73 + 440,
    (const char *)flk_key_code_74 + 160,
    (const char *)flk_key_code_75 + 4,
    (const char *)flk_key_code_76 + 34, (const char *)flk_key_code_76 + 98, (const char *)flk_key_code_76 + 161,
    (const char *)flk_key_code_77 + 19, (const char *)flk_key_code_77 + 81, (const char *)flk_key_code_77 + 146, (const char *)flk_key_code_77 + 217, (const char *)flk_key_code_77 + 272, (const char *)flk_key_code_77 + 337, (const char *)flk_key_code_77 + 403,
    (const char *)flk_key_code_78 + 17, (const char *)flk_key_code_78 + 80,
    (const char *)flk_key_code_79 + 0, (const char *)flk_key_code_79 + 50, (const char *)flk_key_code_79 + 114, (const char *)flk_key_code_79 + 177, (const char *)flk_key_code_79 + 241, (const char *)flk_key_code_79 + 308, (const char *)flk_key_code_79 + 368, (const char *)flk_key_code_79 + 433, (const char *)flk_key_code_79 + 593, (const char *)flk_key_code_79 + 627, (const char *)flk_key_code_79 + 689, (const char *)flk_key_code_79 + 755, (const char *)flk_key_code_79 + 820, (const char *)flk_key_code_79 + 1238, (const char *)flk_key_code_79 + 1267, (const char *)flk_key_code_79 + 1329, (const char *)flk_key_code_79 + 1393, (const char *)flk_key_code_79 + 1458, (const char *)flk_key_code_79 + 1743, (const char *)flk_key_code_79 + 1779, (const char *)flk_key_code_79 + 1846, (const char *)flk_key_code_79 + 1907, (const char *)flk_key_code_79 + 1968,
    (const char *)flk_key_code_80 + 0, (const char *)flk_key_code_80 + 64,
    (const char *)flk_key_code_81 + 34, (const char *)flk_key_code_81 + 97, (const char *)flk_key_code_81 + 179, (const char *)flk_key_code_81 + 258, (const char *)flk_key_code_81 + 289, (const char *)flk_key_code_81 + 353,
    (const char *)flk_key_code_82 + 170, (const char *)flk_key_code_82 + 178, (const char *)flk_key_code_82 + 242, (const char *)flk_key_code_82 + 463, (const char *)flk_key_code_82 + 497, (const char *)flk_key_code_82 + 564, (const char *)flk_key_code_82 + 625, (const char *)flk_key_code_82 + 689,
    (const char *)flk_key_code_83 + 0,
    (const char *)flk_key_code_84 + 0,
    (const char *)flk_key_code_85 + 48, (const char *)flk_key_code_85 + 113, (const char *)flk_key_code_85 + 179, (const char *)flk_key_code_85 + 241, (const char *)flk_key_code_85 + 305, (const char *)flk_key_code_85 + 370, (const char *)flk_key_code_85 + 433, (const char *)flk_key_code_85 + 500, (const char *)flk_key_code_85 + 564, (const char *)flk_key_code_85 + 624, (const char *)flk_key_code_85 + 690, (const char *)flk_key_code_85 + 856, (const char *)flk_key_code_85 + 883, (const char *)flk_key_code_85 + 947, (const char *)flk_key_code_85 + 1034, (const char *)flk_key_code_85 + 1073, (const char *)flk_key_code_85 + 1136, (const char *)flk_key_code_85 + 1202, (const char *)flk_key_code_85 + 1641, (const char *)flk_key_code_85 + 1649,
    (const char *)flk_key_code_86 + 0,
    (const char *)flk_key_code_87 + 17, (const char *)flk_key_code_87 + 86, (const char *)flk_key_code_87 + 145, (const char *)flk_key_code_87 + 210, (const char *)flk_key_code_87 + 273,
    (const char *)flk_key_code_88 + 0,
    (const char *)flk_key_code_89 + 0, (const char *)flk_key_code_89 + 34, (const char *)flk_key_code_89 + 96,
    (const char *)flk_key_code_90 + 34,
    (const char *)flk_key_code_91 + 40, (const char *)flk_key_code_91 + 98,
    (const char *)flk_key_code_92 + 33,
    (const char *)flk_key_code_93 + 0, (const char *)flk_key_code_93 + 49, (const char *)flk_key_code_93 + 209,
    (const char *)flk_key_code_94 + 0, (const char *)flk_key_code_94 + 70,
    (const char *)flk_key_code_95 + 32,
    (const char *)flk_key_code_96 + 0, (const char *)flk_key_code_96 + 67, (const char *)flk_key_code_96 + 130, (const char *)flk_key_code_96 + 194, (const char *)flk_key_code_96 + 272, (const char *)flk_key_code_96 + 324, (const char *)flk_key_code_96 + 386, (const char *)flk_key_code_96 + 451, (const char *)flk_key_code_96 + 512, (const char *)flk_key_code_96 + 578, (const char *)flk_key_code_96 + 641, (const char *)flk_key_code_96 + 704, (const char *)flk_key_code_96 + 1003, (const char *)flk_key_code_96 + 1027, (const char *)flk_key_code_96 + 1088, (const char *)flk_key_code_96 + 1274, (const char *)flk_key_code_96 + 1280, (const char *)flk_key_code_96 + 1345, (const char *)flk_key_code_96 + 1454, (const char *)flk_key_code_96 + 1474, (const char *)flk_key_code_96 + 1540, (const char *)flk_key_code_96 + 1602, (const char *)flk_key_code_96 + 1669, (const char *)flk_key_code_96 + 1730, (const char *)flk_key_code_96 + 1795, (const char *)flk_key_code_96 + 1858, (const char *)flk_key_code_96 + 1957, (const char *)flk_key_code_96 + 2153, (const char *)flk_key_code_96 + 2179, (const char *)flk_key_code_96 + 2244, (const char *)flk_key_code_96 + 2304, (const char *)flk_key_code_96 + 2369, (const char *)flk_key_code_96 + 3472, (const char *)flk_key_code_96 + 3525, (const char *)flk_key_code_96 + 3584, (const char *)flk_key_code_96 + 3652, (const char *)flk_key_code_96 + 3713, (const char *)flk_key_code_96 + 3777, (const char *)flk_key_code_96 + 3842, (const char *)flk_key_code_96 + 4135, (const char *)flk_key_code_96 + 4165, (const char *)flk_key_code_96 + 4225, (const char *)flk_key_code_96 + 4291, (const char *)flk_key_code_96 + 4354, (const char *)flk_key_code_96 + 4416,
    (const char *)flk_key_code_97 + 0,
    (const char *)flk_key_code_98 + 65,
    (const char *)flk_key_code_99 + 0, (const char *)flk_key_code_99 + 329, (const char *)flk_key_code_99 + 410,
    (const char *)flk_key_code_100 + 17,
    (const char *)flk_key_code_101 + 0,
    (const char *)flk_key_code_102 + 32,
    (const char *)flk_key_code_103 + 33, (const char *)flk_key_code_103 + 99, (const char *)flk_key_code_103 + 160, (const char *)flk_key_code_103 + 225,
    (const char *)flk_key_code_104 + 0, (const char *)flk_key_code_104 + 17, (const char *)flk_key_code_104 + 80, (const char *)flk_key_code_104 + 144,
    (const char *)flk_key_code_105 + 33, (const char *)flk_key_code_105 + 98, (const char *)flk_key_code_105 + 226, (const char *)flk_key_code_105 + 316,
    (const char *)flk_key_code_106 + 0, (const char *)flk_key_code_106 + 64,
    (const char *)flk_key_code_107 + 0, (const char *)flk_key_code_107 + 20, (const char *)flk_key_code_107 + 83,
    (const char *)flk_key_code_108 + 0,
    (const char *)flk_key_code_109 + 0, (const char *)flk_key_code_109 + 66, (const char *)flk_key_code_109 + 256,
    (const char *)flk_key_code_110 + 0,
    (const char *)flk_key_code_111 + 16, (const char *)flk_key_code_111 + 80, (const char *)flk_key_code_111 + 376, (const char *)flk_key_code_111 + 406, (const char *)flk_key_code_111 + 466, (const char *)flk_key_code_111 + 529, (const char *)flk_key_code_111 + 595, (const char *)flk_key_code_111 + 656, (const char *)flk_key_code_111 + 722, (const char *)flk_key_code_111 + 890,
    (const char *)flk_key_code_112 + 0, (const char *)flk_key_code_112 + 64,
    (const char *)flk_key_code_113 + 73,
    (const char *)flk_key_code_114 + 17, (const char *)flk_key_code_114 + 117, (const char *)flk_key_code_114 + 208, (const char *)flk_key_code_114 + 273, (const char *)flk_key_code_114 + 727,
    (const char *)flk_key_code_115 + 0, (const char *)flk_key_code_115 + 67,
    (const char *)flk_key_code_116 + 0,
    (const char *)flk_key_code_117 + 0,
    (const char *)flk_key_code_118 + 34,
    (const char *)flk_key_code_119 + 0,
    (const char *)flk_key_code_120 + 0,
    (const char *)flk_key_code_121 + 0, (const char *)flk_key_code_121 + 20, (const char *)flk_key_code_121 + 83, (const char *)flk_key_code_121 + 144, (const char *)flk_key_code_121 + 217, (const char *)flk_key_code_121 + 272, (const char *)flk_key_code_121 + 336,
    (const char *)flk_key_code_122 + 0, (const char *)flk_key_code_122 + 33, (const char *)flk_key_code_122 + 199, (const char *)flk_key_code_122 + 224, (const char *)flk_key_code_122 + 289,
    (const char *)flk_key_code_123 + 0,
    (const char *)flk_key_code_124 + 20, (const char *)flk_key_code_124 + 88, (const char *)flk_key_code_124 + 147, (const char *)flk_key_code_124 + 211, (const char *)flk_key_code_124 + 573, (const char *)flk_key_code_124 + 593, (const char *)flk_key_code_124 + 830, (const char *)flk_key_code_124 + 849,
    (const char *)flk_key_code_125 + 0,
    (const char *)flk_key_code_126 + 0,
    (const char *)flk_key_code_127 + 20, (const char *)flk_key_code_127 + 83, (const char *)flk_key_code_127 + 159, (const char *)flk_key_code_127 + 209, (const char *)flk_key_code_127 + 506, (const char *)flk_key_code_127 + 528, (const char *)flk_key_code_127 + 595, (const char *)flk_key_code_127 + 2782,
    (const char *)flk_key_code_128 + 0, (const char *)flk_key_code_128 + 16,
    (const char *)flk_key_code_129 + 0, (const char *)flk_key_code_129 + 53, (const char *)flk_key_code_129 + 115, (const char *)flk_key_code_129 + 176, (const char *)flk_key_code_129 + 294, (const char *)flk_key_code_129 + 304, (const char *)flk_key_code_129 + 468, (const char *)flk_key_code_129 + 498, (const char *)flk_key_code_129 + 560, (const char *)flk_key_code_129 + 624, (const char *)flk_key_code_129 + 690, (const char *)flk_key_code_129 + 752, (const char *)flk_key_code_129 + 817, (const char *)flk_key_code_129 + 882, (const char *)flk_key_code_129 + 1056, (const char *)flk_key_code_129 + 1072, (const char *)flk_key_code_129 + 1139, (const char *)flk_key_code_129 + 1204, (const char *)flk_key_code_129 + 1294, (const char *)flk_key_code_129 + 1330, (const char *)flk_key_code_129 + 1828, (const char *)flk_key_code_129 + 1841, (const char *)flk_key_code_129 + 2412, (const char *)flk_key_code_129 + 2416, (const char *)flk_key_code_129 + 2638, (const char *)flk_key_code_129 + 3132,
    (const char *)flk_key_code_130 + 0, (const char *)flk_key_code_130 + 17, (const char *)flk_key_code_130 + 83,
    (const char *)flk_key_code_131 + 0,
    (const char *)flk_key_code_132 + 38,
    (const char *)flk_key_code_133 + 32,
    (const char *)flk_key_code_134 + 81, (const char *)flk_key_code_134 + 112, (const char *)flk_key_code_134 + 178,
    (const char *)flk_key_code_135 + 0,
    (const char *)flk_key_code_136 + 16,
    (const char *)flk_key_code_137 + 35, (const char *)flk_key_code_137 + 125, (const char *)flk_key_code_137 + 179,
    (const char *)flk_key_code_138 + 0,
    (const char *)flk_key_code_139 + 18,
    (const char *)flk_key_code_140 + 0,
    (const char *)flk_key_code_141 + 16,
    (const char *)flk_key_code_142 + 50, (const char *)flk_key_code_142 + 187,
    (const char *)flk_key_code_143 + 0,
    (const char *)flk_key_code_144 + 17, (const char *)flk_key_code_144 + 80, (const char *)flk_key_code_144 + 149, (const char *)flk_key_code_144 + 212, (const char *)flk_key_code_144 + 276, (const char *)flk_key_code_144 + 339, (const char *)flk_key_code_144 + 403, (const char *)flk_key_code_144 + 464,
    (const char *)flk_key_code_145 + 16, (const char *)flk_key_code_145 + 80,
    (const char *)flk_key_code_146 + 0, (const char *)flk_key_code_146 + 55, (const char *)flk_key_code_146 + 113,
    (const char *)flk_key_code_147 + 33,
    (const char *)flk_key_code_148 + 49,
    (const char *)flk_key_code_149 + 32, (const char *)flk_key_code_149 + 96,
    (const char *)flk_key_code_150 + 36, (const char *)flk_key_code_150 + 97,
    (const char *)flk_key_code_151 + 0, (const char *)flk_key_code_151 + 66,
    (const char *)flk_key_code_152 + 17, (const char *)flk_key_code_152 + 80, (const char *)flk_key_code_152 + 147, (const char *)flk_key_code_152 + 208, (const char *)flk_key_code_152 + 274, (const char *)flk_key_code_152 + 336, (const char *)flk_key_code_152 + 400, (const char *)flk_key_code_152 + 467, (const char *)flk_key_code_152 + 774, (const char *)flk_key_code_152 + 784,
    (const char *)flk_key_code_153 + 48,
    (const char *)flk_key_code_154 + 21, (const char *)flk_key_code_154 + 80,
    (const char *)flk_key_code_155 + 48,
    (const char *)flk_key_code_156 + 16, (const char *)flk_key_code_156 + 81,
    (const char *)flk_key_code_157 + 38,
    (const char *)flk_key_code_158 + 22,
    (const char *)flk_key_code_159 + 32, (const char *)flk_key_code_159 + 98,
    (const char *)flk_key_code_160 + 0,
    (const char *)flk_key_code_161 + 0, (const char *)flk_key_code_161 + 64,
    (const char *)flk_key_code_162 + 16, (const char *)flk_key_code_162 + 106, (const char *)flk_key_code_162 + 146, (const char *)flk_key_code_162 + 215,
    (const char *)flk_key_code_163 + 0, (const char *)flk_key_code_163 + 17,
    (const char *)flk_key_code_164 + 0,
    (const char *)flk_key_code_165 + 17, (const char *)flk_key_code_165 + 83, (const char *)flk_key_code_165 + 145,
    (const char *)flk_key_code_166 + 0,
    (const char *)flk_key_code_167 + 0,
    (const char *)flk_key_code_168 + 48, (const char *)flk_key_code_168 + 122,
    (const char *)flk_key_code_169 + 0, (const char *)flk_key_code_169 + 232,
    (const char *)flk_key_code_170 + 0, (const char *)flk_key_code_170 + 32, (const char *)flk_key_code_170 + 98, (const char *)flk_key_code_170 + 166, (const char *)flk_key_code_170 + 224,
    (const char *)flk_key_code_171 + 0,
    (const char *)flk_key_code_172 + 0,
    (const char *)flk_key_code_173 + 0,
    (const char *)flk_key_code_174 + 0,
    (const char *)flk_key_code_175 + 0, (const char *)flk_key_code_175 + 38, (const char *)flk_key_code_175 + 99,
    (const char *)flk_key_code_176 + 0,
    (const char *)flk_key_code_177 + 32,
    (const char *)flk_key_code_178 + 114,
    (const char *)flk_key_code_179 + 657,
    (const char *)flk_key_code_180 + 0,
    (const char *)flk_key_code_181 + 0,
    (const char *)flk_key_code_182 + 0, (const char *)flk_key_code_182 + 51,
    (const char *)flk_key_code_183 + 46,
    (const char *)flk_key_code_184 + 0,
    (const char *)flk_key_code_185 + 20, (const char *)flk_key_code_185 + 80, (const char *)flk_key_code_185 + 146, (const char *)flk_key_code_185 + 209, (const char *)flk_key_code_185 + 272, (const char *)flk_key_code_185 + 337, (const char *)flk_key_code_185 + 400, (const char *)flk_key_code_185 + 469, (const char *)flk_key_code_185 + 531, (const char *)flk_key_code_185 + 726, (const char *)flk_key_code_185 + 787, (const char *)flk_key_code_185 + 854, (const char *)flk_key_code_185 + 915, (const char *)flk_key_code_185 + 979, (const char *)flk_key_code_185 + 1043, (const char *)flk_key_code_185 + 1105, (const char *)flk_key_code_185 + 1172, (const char *)flk_key_code_185 + 1233, (const char *)flk_key_code_185 + 1728, (const char *)flk_key_code_185 + 1771, (const char *)flk_key_code_185 + 1808, (const char *)flk_key_code_185 + 1876, (const char *)flk_key_code_185 + 1937, (const char *)flk_key_code_185 + 2000, (const char *)flk_key_code_185 + 2064,
    (const char *)flk_key_code_186 + 33, (const char *)flk_key_code_186 + 97, (const char *)flk_key_code_186 + 163, (const char *)flk_key_code_186 + 227, (const char *)flk_key_code_186 + 296, (const char *)flk_key_code_186 + 353, (const char *)flk_key_code_186 + 417, (const char *)flk_key_code_186 + 481, (const char *)flk_key_code_186 + 1176, (const char *)flk_key_code_186 + 1188, (const char *)flk_key_code_186 + 1248, (const char *)flk_key_code_186 + 1315, (const char *)flk_key_code_186 + 1376, (const char *)flk_key_code_186 + 1440, (const char *)flk_key_code_186 + 2064, (const char *)flk_key_code_186 + 2083, (const char *)flk_key_code_186 + 2146, (const char *)flk_key_code_186 + 2208, (const char *)flk_key_code_186 + 2276, (const char *)flk_key_code_186 + 2337, (const char *)flk_key_code_186 + 2406, (const char *)flk_key_code_186 + 2467, (const char *)flk_key_code_186 + 2534, (const char *)flk_key_code_186 + 2595, (const char *)flk_key_code_186 + 2656, (const char *)flk_key_code_186 + 2725, (const char *)flk_key_code_186 + 2944, (const char *)flk_key_code_186 + 2982, (const char *)flk_key_code_186 + 3040, (const char *)flk_key_code_186 + 3108, (const char *)flk_key_code_186 + 3168, (const char *)flk_key_code_186 + 4021, (const char *)flk_key_code_186 + 4067, (const char *)flk_key_code_186 + 4129, (const char *)flk_key_code_186 + 4193, (const char *)flk_key_code_186 + 4258, (const char *)flk_key_code_186 + 4322, (const char *)flk_key_code_186 + 4385, (const char *)flk_key_code_186 + 4448, (const char *)flk_key_code_186 + 4513, (const char *)flk_key_code_186 + 4580, (const char *)flk_key_code_186 + 4641, (const char *)flk_key_code_186 + 4900, (const char *)flk_key_code_186 + 4963, (const char *)flk_key_code_186 + 5026, (const char *)flk_key_code_186 + 5089, (const char *)flk_key_code_186 + 8054, (const char *)flk_key_code_186 + 8099, (const char *)flk_key_code_186 + 8165, (const char *)flk_key_code_186 + 8226, (const char *)flk_key_code_186 + 8288, (const char *)flk_key_code_186 + 8356, (const char *)flk_key_code_186 + 8992, (const char *)flk_key_code_186 + 9061, (const char *)flk_key_code_186 + 9126, (const char *)flk_key_code_186 + 9186, (const char *)flk_key_code_186 + 9248, (const char *)flk_key_code_186 + 9906,
    (const char *)flk_key_code_187 + 0, (const char *)flk_key_code_187 + 16, (const char *)flk_key_code_187 + 80,
    (const char *)flk_key_code_188 + 48, (const char *)flk_key_code_188 + 112, (const char *)flk_key_code_188 + 176,
    (const char *)flk_key_code_189 + 0, (const char *)flk_key_code_189 + 64, (const char *)flk_key_code_189 + 128, (const char *)flk_key_code_189 + 200, (const char *)flk_key_code_189 + 256, (const char *)flk_key_code_189 + 322, (const char *)flk_key_code_189 + 385, (const char *)flk_key_code_189 + 449, (const char *)flk_key_code_189 + 512, (const char *)flk_key_code_189 + 576, (const char *)flk_key_code_189 + 640, (const char *)flk_key_code_189 + 704, (const char *)flk_key_code_189 + 769, (const char *)flk_key_code_189 + 832, (const char *)flk_key_code_189 + 900, (const char *)flk_key_code_189 + 960, (const char *)flk_key_code_189 + 1029, (const char *)flk_key_code_189 + 1090, (const char *)flk_key_code_189 + 1153, (const char *)flk_key_code_189 + 1216, (const char *)flk_key_code_189 + 1282, (const char *)flk_key_code_189 + 1391, (const char *)flk_key_code_189 + 1410, (const char *)flk_key_code_189 + 1474, (const char *)flk_key_code_189 + 1539, (const char *)flk_key_code_189 + 1601, (const char *)flk_key_code_189 + 1664, (const char *)flk_key_code_189 + 1733, (const char *)flk_key_code_189 + 1792, (const char *)flk_key_code_189 + 1857, (const char *)flk_key_code_189 + 1921, (const char *)flk_key_code_189 + 1985, (const char *)flk_key_code_189 + 2050, (const char *)flk_key_code_189 + 2114, (const char *)flk_key_code_189 + 2190, (const char *)flk_key_code_189 + 2240, (const char *)flk_key_code_189 + 2306, (const char *)flk_key_code_189 + 2369, (const char *)flk_key_code_189 + 2435, (const char *)flk_key_code_189 + 2496, (const char *)flk_key_code_189 + 2575, (const char *)flk_key_code_189 + 2624, (const char *)flk_key_code_189 + 2690, (const char *)flk_key_code_189 + 2882, (const char *)flk_key_code_189 + 2953, (const char *)flk_key_code_189 + 3008, (const char *)flk_key_code_189 + 3112, (const char *)flk_key_code_189 + 3138, (const char *)flk_key_code_189 + 3200,
    (const char *)flk_key_code_190 + 48, (const char *)flk_key_code_190 + 112, (const char *)flk_key_code_190 + 176, (const char *)flk_key_code_190 + 240, (const char *)flk_key_code_190 + 307, (const char *)flk_key_code_190 + 373, (const char *)flk_key_code_190 + 432, (const char *)flk_key_code_190 + 501, (const char *)flk_key_code_190 + 565, (const char *)flk_key_code_190 + 1546, (const char *)flk_key_code_190 + 1588, (const char *)flk_key_code_190 + 1681, (const char *)flk_key_code_190 + 1712, (const char *)flk_key_code_190 + 1782, (const char *)flk_key_code_190 + 1841, (const char *)flk_key_code_190 + 3266, (const char *)flk_key_code_190 + 3312, (const char *)flk_key_code_190 + 3380, (const char *)flk_key_code_190 + 3440, (const char *)flk_key_code_190 + 3504, (const char *)flk_key_code_190 + 3568, (const char *)flk_key_code_190 + 3632, (const char *)flk_key_code_190 + 3698, (const char *)flk_key_code_190 + 3760, (const char *)flk_key_code_190 + 3944, (const char *)flk_key_code_190 + 3953, (const char *)flk_key_code_190 + 4020, (const char *)flk_key_code_190 + 4082, (const char *)flk_key_code_190 + 4144, (const char *)flk_key_code_190 + 4208, (const char *)flk_key_code_190 + 4331, (const char *)flk_key_code_190 + 4339, (const char *)flk_key_code_190 + 4401, (const char *)flk_key_code_190 + 4464, (const char *)flk_key_code_190 + 4528, (const char *)flk_key_code_190 + 4594, (const char *)flk_key_code_190 + 4657, (const char *)flk_key_code_190 + 4720, (const char *)flk_key_code_190 + 4786, (const char *)flk_key_code_190 + 4849,
    (const char *)flk_key_code_191 + 0, (const char *)flk_key_code_191 + 21, (const char *)flk_key_code_191 + 80, (const char *)flk_key_code_191 + 299, (const char *)flk_key_code_191 + 337,
    (const char *)flk_key_code_192 + 0, (const char *)flk_key_code_192 + 33, (const char *)flk_key_code_192 + 98,
    (const char *)flk_key_code_193 + 0,
    (const char *)flk_key_code_194 + 0, (const char *)flk_key_code_194 + 34,
    (const char *)flk_key_code_195 + 0, (const char *)flk_key_code_195 + 34, (const char *)flk_key_code_195 + 100, (const char *)flk_key_code_195 + 224,
    (const char *)flk_key_code_196 + 0, (const char *)flk_key_code_196 + 66, (const char *)flk_key_code_196 + 130, (const char *)flk_key_code_196 + 205, (const char *)flk_key_code_196 + 304, (const char *)flk_key_code_196 + 325,
    (const char *)flk_key_code_197 + 0, (const char *)flk_key_code_197 + 20,
    (const char *)flk_key_code_198 + 0, (const char *)flk_key_code_198 + 53,
    (const char *)flk_key_code_199 + 17, (const char *)flk_key_code_199 + 81, (const char *)flk_key_code_199 + 150, (const char *)flk_key_code_199 + 226, (const char *)flk_key_code_199 + 274,
    (const char *)flk_key_code_200 + 34, (const char *)flk_key_code_200 + 100, (const char *)flk_key_code_200 + 166, (const char *)flk_key_code_200 + 226, (const char *)flk_key_code_200 + 288, (const char *)flk_key_code_200 + 371, (const char *)flk_key_code_200 + 477, (const char *)flk_key_code_200 + 480, (const char *)flk_key_code_200 + 547, (const char *)flk_key_code_200 + 3921, (const char *)flk_key_code_200 + 3941, (const char *)flk_key_code_200 + 4001, (const char *)flk_key_code_200 + 4064, (const char *)flk_key_code_200 + 4133, (const char *)flk_key_code_200 + 4192,
    (const char *)flk_key_code_201 + 0, (const char *)flk_key_code_201 + 35, (const char *)flk_key_code_201 + 98, (const char *)flk_key_code_201 + 353, (const char *)flk_key_code_201 + 417, (const char *)flk_key_code_201 + 494, (const char *)flk_key_code_201 + 624, (const char *)flk_key_code_201 + 674, (const char *)flk_key_code_201 + 738, (const char *)flk_key_code_201 + 801, (const char *)flk_key_code_201 + 875, (const char *)flk_key_code_201 + 930, (const char *)flk_key_code_201 + 993, (const char *)flk_key_code_201 + 1058,
    (const char *)flk_key_code_202 + 1120, (const char *)flk_key_code_202 + 1184,
    (const char *)flk_key_code_203 + 0, (const char *)flk_key_code_203 + 48, (const char *)flk_key_code_203 + 113, (const char *)flk_key_code_203 + 182,
    (const char *)flk_key_code_204 + 0, (const char *)flk_key_code_204 + 65, (const char *)flk_key_code_204 + 130, (const char *)flk_key_code_204 + 194, (const char *)flk_key_code_204 + 259, (const char *)flk_key_code_204 + 323, (const char *)flk_key_code_204 + 384, (const char *)flk_key_code_204 + 450, (const char *)flk_key_code_204 + 513, (const char *)flk_key_code_204 + 578, (const char *)flk_key_code_204 + 648, (const char *)flk_key_code_204 + 705, (const char *)flk_key_code_204 + 771, (const char *)flk_key_code_204 + 834, (const char *)flk_key_code_204 + 897, (const char *)flk_key_code_204 + 980, (const char *)flk_key_code_204 + 1024,
    (const char *)flk_key_code_205 + 20, (const char *)flk_key_code_205 + 80, (const char *)flk_key_code_205 + 144, (const char *)flk_key_code_205 + 232, (const char *)flk_key_code_205 + 275, (const char *)flk_key_code_205 + 2193, (const char *)flk_key_code_205 + 2289, (const char *)flk_key_code_205 + 2320, (const char *)flk_key_code_205 + 2384, (const char *)flk_key_code_205 + 2450, (const char *)flk_key_code_205 + 2514, (const char *)flk_key_code_205 + 2578, (const char *)flk_key_code_205 + 2720, (const char *)flk_key_code_205 + 2769, (const char *)flk_key_code_205 + 2832, (const char *)flk_key_code_205 + 2964, (const char *)flk_key_code_205 + 3025, (const char *)flk_key_code_205 + 3088, (const char *)flk_key_code_205 + 3154, (const char *)flk_key_code_205 + 3219, (const char *)flk_key_code_205 + 3280, (const char *)flk_key_code_205 + 3347, (const char *)flk_key_code_205 + 3408, (const char *)flk_key_code_205 + 3472, (const char *)flk_key_code_205 + 3545, (const char *)flk_key_code_205 + 4179, (const char *)flk_key_code_205 + 4243,
    (const char *)flk_key_code_206 + 0, (const char *)flk_key_code_206 + 35, (const char *)flk_key_code_206 + 97, (const char *)flk_key_code_206 + 160, (const char *)flk_key_code_206 + 352, (const char *)flk_key_code_206 + 416, (const char *)flk_key_code_206 + 557, (const char *)flk_key_code_206 + 610, (const char *)flk_key_code_206 + 673,
    (const char *)flk_key_code_207 + 0,
    (const char *)flk_key_code_208 + 36, (const char *)flk_key_code_208 + 100, (const char *)flk_key_code_208 + 292, (const char *)flk_key_code_208 + 352, (const char *)flk_key_code_208 + 418, (const char *)flk_key_code_208 + 484,
    (const char *)flk_key_code_209 + 0, (const char *)flk_key_code_209 + 50, (const char *)flk_key_code_209 + 112, (const char *)flk_key_code_209 + 176, (const char *)flk_key_code_209 + 242, (const char *)flk_key_code_209 + 309, (const char *)flk_key_code_209 + 401, (const char *)flk_key_code_209 + 433, (const char *)flk_key_code_209 + 497, (const char *)flk_key_code_209 + 560, (const char *)flk_key_code_209 + 628, (const char *)flk_key_code_209 + 743, (const char *)flk_key_code_209 + 752, (const char *)flk_key_code_209 + 824, (const char *)flk_key_code_209 + 880, (const char *)flk_key_code_209 + 944, (const char *)flk_key_code_209 + 1116, (const char *)flk_key_code_209 + 1140, (const char *)flk_key_code_209 + 1560, (const char *)flk_key_code_209 + 3288, (const char *)flk_key_code_209 + 3313, (const char *)flk_key_code_209 + 3377, (const char *)flk_key_code_209 + 3443,
    (const char *)flk_key_code_210 + 0, (const char *)flk_key_code_210 + 17, (const char *)flk_key_code_210 + 82,
    (const char *)flk_key_code_211 + 0, (const char *)flk_key_code_211 + 48, (const char *)flk_key_code_211 + 113, (const char *)flk_key_code_211 + 177, (const char *)flk_key_code_211 + 240, (const char *)flk_key_code_211 + 306, (const char *)flk_key_code_211 + 384, (const char *)flk_key_code_211 + 433, (const char *)flk_key_code_211 + 498, (const char *)flk_key_code_211 + 704, (const char *)flk_key_code_211 + 752, (const char *)flk_key_code_211 + 816, (const char *)flk_key_code_211 + 881, (const char *)flk_key_code_211 + 1088, (const char *)flk_key_code_211 + 1136,
    (const char *)flk_key_code_212 + 0,
    (const char *)flk_key_code_213 + 0,
    (const char *)flk_key_code_214 + 83, (const char *)flk_key_code_214 + 100, (const char *)flk_key_code_214 + 163, (const char *)flk_key_code_214 + 225, (const char *)flk_key_code_214 + 290, (const char *)flk_key_code_214 + 352, (const char *)flk_key_code_214 + 457, (const char *)flk_key_code_214 + 480, (const char *)flk_key_code_214 + 545, (const char *)flk_key_code_214 + 608, (const char *)flk_key_code_214 + 674, (const char *)flk_key_code_214 + 738, (const char *)flk_key_code_214 + 800, (const char *)flk_key_code_214 + 864, (const char *)flk_key_code_214 + 994, (const char *)flk_key_code_214 + 1058, (const char *)flk_key_code_214 + 1184,
    (const char *)flk_key_code_215 + 17, (const char *)flk_key_code_215 + 82, (const char *)flk_key_code_215 + 146, (const char *)flk_key_code_215 + 209, (const char *)flk_key_code_215 + 401, (const char *)flk_key_code_215 + 465, (const char *)flk_key_code_215 + 803,
    (const char *)flk_key_code_216 + 0,
    (const char *)flk_key_code_217 + 17, (const char *)flk_key_code_217 + 81, (const char *)flk_key_code_217 + 146,
    (const char *)flk_key_code_218 + 19, (const char *)flk_key_code_218 + 81, (const char *)flk_key_code_218 + 150, (const char *)flk_key_code_218 + 209, (const char *)flk_key_code_218 + 272, (const char *)flk_key_code_218 + 337,
    (const char *)flk_key_code_219 + 0, (const char *)flk_key_code_219 + 64, (const char *)flk_key_code_219 + 128,
    (const char *)flk_key_code_220 + 0, (const char *)flk_key_code_220 + 38, (const char *)flk_key_code_220 + 96, (const char *)flk_key_code_220 + 278, (const char *)flk_key_code_220 + 288, (const char *)flk_key_code_220 + 356, (const char *)flk_key_code_220 + 420, (const char *)flk_key_code_220 + 496, (const char *)flk_key_code_220 + 552, (const char *)flk_key_code_220 + 614, (const char *)flk_key_code_220 + 676, (const char *)flk_key_code_220 + 829,
    (const char *)flk_key_code_221 + 0, (const char *)flk_key_code_221 + 17, (const char *)flk_key_code_221 + 82, (const char *)flk_key_code_221 + 146,
    (const char *)flk_key_code_222 + 0,
    (const char *)flk_key_code_223 + 33, (const char *)flk_key_code_223 + 100, (const char *)flk_key_code_223 + 163, (const char *)flk_key_code_223 + 226, (const char *)flk_key_code_223 + 292, (const char *)flk_key_code_223 + 354, (const char *)flk_key_code_223 + 420, (const char *)flk_key_code_223 + 482, (const char *)flk_key_code_223 + 546, (const char *)flk_key_code_223 + 609,
    (const char *)flk_key_code_224 + 0, (const char *)flk_key_code_224 + 69, (const char *)flk_key_code_224 + 2070,
    (const char *)flk_key_code_225 + 0, (const char *)flk_key_code_225 + 36, (const char *)flk_key_code_225 + 96,
    (const char *)flk_key_code_226 + 0, (const char *)flk_key_code_226 + 66, (const char *)flk_key_code_226 + 128, (const char *)flk_key_code_226 + 193,
    (const char *)flk_key_code_227 + 17,
    (const char *)flk_key_code_228 + 49, (const char *)flk_key_code_228 + 114, (const char *)flk_key_code_228 + 177,
    (const char *)flk_key_code_229 + 49, (const char *)flk_key_code_229 + 204, (const char *)flk_key_code_229 + 240, (const char *)flk_key_code_229 + 335, (const char *)flk_key_code_229 + 463,
    (const char *)flk_key_code_230 + 0, (const char *)flk_key_code_230 + 35, (const char *)flk_key_code_230 + 99, (const char *)flk_key_code_230 + 160,
    (const char *)flk_key_code_231 + 21, (const char *)flk_key_code_231 + 82, (const char *)flk_key_code_231 + 145, (const char *)flk_key_code_231 + 211, (const char *)flk_key_code_231 + 272, (const char *)flk_key_code_231 + 336, (const char *)flk_key_code_231 + 400,
    (const char *)flk_key_code_232 + 0,
    (const char *)flk_key_code_233 + 0,
    (const char *)flk_key_code_234 + 19,
    (const char *)flk_key_code_235 + 50, (const char *)flk_key_code_235 + 439,
    (const char *)flk_key_code_236 + 17, (const char *)flk_key_code_236 + 80,
    (const char *)flk_key_code_237 + 0, (const char *)flk_key_code_237 + 64,
    (const char *)flk_key_code_238 + 51, (const char *)flk_key_code_238 + 229, (const char *)flk_key_code_238 + 318, (const char *)flk_key_code_238 + 370, (const char *)flk_key_code_238 + 447, (const char *)flk_key_code_238 + 500, (const char *)flk_key_code_238 + 563, (const char *)flk_key_code_238 + 628, (const char *)flk_key_code_238 + 691, (const char *)flk_key_code_238 + 817, (const char *)flk_key_code_238 + 881, (const char *)flk_key_code_238 + 946, (const char *)flk_key_code_238 + 1938, (const char *)flk_key_code_238 + 4629, (const char *)flk_key_code_238 + 4701, (const char *)flk_key_code_238 + 4726, (const char *)flk_key_code_238 + 4786, (const char *)flk_key_code_238 + 4850,
    (const char *)flk_key_code_239 + 0, (const char *)flk_key_code_239 + 16,
    (const char *)flk_key_code_240 + 36, (const char *)flk_key_code_240 + 104, (const char *)flk_key_code_240 + 163, (const char *)flk_key_code_240 + 224, (const char *)flk_key_code_240 + 289, (const char *)flk_key_code_240 + 354, (const char *)flk_key_code_240 + 419, (const char *)flk_key_code_240 + 480, (const char *)flk_key_code_240 + 545, (const char *)flk_key_code_240 + 610, (const char *)flk_key_code_240 + 851, (const char *)flk_key_code_240 + 864,
    (const char *)flk_key_code_241 + 0, (const char *)flk_key_code_241 + 64,
    (const char *)flk_key_code_242 + 0, (const char *)flk_key_code_242 + 65,
    (const char *)flk_key_code_243 + 16, (const char *)flk_key_code_243 + 84, (const char *)flk_key_code_243 + 198, (const char *)flk_key_code_243 + 210, (const char *)flk_key_code_243 + 320, (const char *)flk_key_code_243 + 358,
    (const char *)flk_key_code_244 + 32, (const char *)flk_key_code_244 + 98, (const char *)flk_key_code_244 + 230,
    (const char *)flk_key_code_245 + 0, (const char *)flk_key_code_245 + 64, (const char *)flk_key_code_245 + 290, (const char *)flk_key_code_245 + 321, (const char *)flk_key_code_245 + 386, (const char *)flk_key_code_245 + 478,
    (const char *)flk_key_code_246 + 0, (const char *)flk_key_code_246 + 16,
    (const char *)flk_key_code_247 + 0, (const char *)flk_key_code_247 + 173,
    (const char *)flk_key_code_248 + 0, (const char *)flk_key_code_248 + 66, (const char *)flk_key_code_248 + 321,
    (const char *)flk_key_code_249 + 0, (const char *)flk_key_code_249 + 78,
    (const char *)flk_key_code_250 + 0, (const char *)flk_key_code_250 + 66, (const char *)flk_key_code_250 + 129,
    (const char *)flk_key_code_251 + 17, (const char *)flk_key_code_251 + 82, (const char *)flk_key_code_251 + 273,
    (const char *)flk_key_code_252 + 0, (const char *)flk_key_code_252 + 67, (const char *)flk_key_code_252 + 132, (const char *)flk_key_code_252 + 269, (const char *)flk_key_code_252 + 320, (const char *)flk_key_code_252 + 386, (const char *)flk_key_code_252 + 451, (const char *)flk_key_code_252 + 513, (const char *)flk_key_code_252 + 1015, (const char *)flk_key_code_252 + 1025,
    (const char *)flk_key_code_253 + 32, (const char *)flk_key_code_253 + 98, (const char *)flk_key_code_253 + 161, (const char *)flk_key_code_253 + 226,
    (const char *)flk_key_code_254 + 0, (const char *)flk_key_code_254 + 21, (const char *)flk_key_code_254 + 80, (const char *)flk_key_code_254 + 144, (const char *)flk_key_code_254 + 208, (const char *)flk_key_code_254 + 272,
    (const char *)flk_key_code_255 + 0,
    (const char *)flk_key_code_256 + 49, (const char *)flk_key_code_256 + 112,
    (const char *)flk_key_code_257 + 0, (const char *)flk_key_code_257 + 65, (const char *)flk_key_code_257 + 143, (const char *)flk_key_code_257 + 192,
    (const char *)flk_key_code_258 + 18,
    (const char *)flk_key_code_259 + 19, (const char *)flk_key_code_259 + 80, (const char *)flk_key_code_259 + 146, (const char *)flk_key_code_259 + 319, (const char *)flk_key_code_259 + 337,
    (const char *)flk_key_code_260 + 200, (const char *)flk_key_code_260 + 241, (const char *)flk_key_code_260 + 318,
    (const char *)flk_key_code_261 + 35, (const char *)flk_key_code_261 + 97, (const char *)flk_key_code_261 + 163, (const char *)flk_key_code_261 + 225, (const char *)flk_key_code_261 + 288,
    (const char *)flk_key_code_262 + 0,
    (const char *)flk_key_code_263 + 17,
    (const char *)flk_key_code_264 + 49, (const char *)flk_key_code_264 + 125, (const char *)flk_key_code_264 + 313,
    (const char *)flk_key_code_265 + 0, (const char *)flk_key_code_265 + 80,
    (const char *)flk_key_code_266 + 0, (const char *)flk_key_code_266 + 32, (const char *)flk_key_code_266 + 96,
    (const char *)flk_key_code_267 + 0,
    (const char *)flk_key_code_268 + 0, (const char *)flk_key_code_268 + 75, (const char *)flk_key_code_268 + 128, (const char *)flk_key_code_268 + 193, (const char *)flk_key_code_268 + 257,
    (const char *)flk_key_code_269 + 0, (const char *)flk_key_code_269 + 70, (const char *)flk_key_code_269 + 131, (const char *)flk_key_code_269 + 685,
    (const char *)flk_key_code_270 + 0, (const char *)flk_key_code_270 + 64, (const char *)flk_key_code_270 + 131, (const char *)flk_key_code_270 + 222,
    (const char *)flk_key_code_271 + 0,
    (const char *)flk_key_code_272 + 32, (const char *)flk_key_code_272 + 96,
    (const char *)flk_key_code_273 + 50,
    (const char *)flk_key_code_274 + 0, (const char *)flk_key_code_274 + 64, (const char *)flk_key_code_274 + 129,
    (const char *)flk_key_code_275 + 50,
    (const char *)flk_key_code_276 + 0, (const char *)flk_key_code_276 + 64, (const char *)flk_key_code_276 + 128,
    (const char *)flk_key_code_277 + 51, (const char *)flk_key_code_277 + 113,
    (const char *)flk_key_code_278 + 21, (const char *)flk_key_code_278 + 83,
    (const char *)flk_key_code_279 + 0, (const char *)flk_key_code_279 + 64,
    (const char *)flk_key_code_280 + 34,
    (const char *)flk_key_code_281 + 0,
    (const char *)flk_key_code_282 + 0, (const char *)flk_key_code_282 + 64,
    (const char *)flk_key_code_283 + 0, (const char *)flk_key_code_283 + 49, (const char *)flk_key_code_283 + 113,
    (const char *)flk_key_code_284 + 0, (const char *)flk_key_code_284 + 32, (const char *)flk_key_code_284 + 102,
    (const char *)flk_key_code_285 + 0,
    (const char *)flk_key_code_286 + 20,
    (const char *)flk_key_code_287 + 0,
    (const char *)flk_key_code_288 + 0,
    (const char *)flk_key_code_289 + 49,
    (const char *)flk_key_code_290 + 17, (const char *)flk_key_code_290 + 84,
    (const char *)flk_key_code_291 + 0, (const char *)flk_key_code_291 + 18,
    (const char *)flk_key_code_292 + 75,
    (const char *)flk_key_code_293 + 0, (const char *)flk_key_code_293 + 18, (const char *)flk_key_code_293 + 125,
    (const char *)flk_key_code_294 + 0,
    (const char *)flk_key_code_295 + 17, (const char *)flk_key_code_295 + 206, (const char *)flk_key_code_295 + 208,
    (const char *)flk_key_code_296 + 147,
    (const char *)flk_key_code_297 + 0,
    (const char *)flk_key_code_298 + 0,
    (const char *)flk_key_code_299 + 0,
    (const char *)flk_key_code_300 + 0, (const char *)flk_key_code_300 + 33, (const char *)flk_key_code_300 + 97,
    (const char *)flk_key_code_301 + 50, (const char *)flk_key_code_301 + 114, (const char *)flk_key_code_301 + 178, (const char *)flk_key_code_301 + 240,
    (const char *)flk_key_code_302 + 48, (const char *)flk_key_code_302 + 116, (const char *)flk_key_code_302 + 179, (const char *)flk_key_code_302 + 240, (const char *)flk_key_code_302 + 308,
    (const char *)flk_key_code_303 + 0, (const char *)flk_key_code_303 + 194,
    (const char *)flk_key_code_304 + 0, (const char *)flk_key_code_304 + 64, (const char *)flk_key_code_304 + 135, (const char *)flk_key_code_304 + 192, (const char *)flk_key_code_304 + 258, (const char *)flk_key_code_304 + 320, (const char *)flk_key_code_304 + 386, (const char *)flk_key_code_304 + 473, (const char *)flk_key_code_304 + 514, (const char *)flk_key_code_304 + 888, (const char *)flk_key_code_304 + 896, (const char *)flk_key_code_304 + 961, (const char *)flk_key_code_304 + 1028, (const char *)flk_key_code_304 + 1091,
    (const char *)flk_key_code_305 + 0, (const char *)flk_key_code_305 + 65, (const char *)flk_key_code_305 + 961, (const char *)flk_key_code_305 + 1025, (const char *)flk_key_code_305 + 1088, (const char *)flk_key_code_305 + 1153, (const char *)flk_key_code_305 + 1216, (const char *)flk_key_code_305 + 1505, (const char *)flk_key_code_305 + 1536,
    (const char *)flk_key_code_306 + 0, (const char *)flk_key_code_306 + 66, (const char *)flk_key_code_306 + 129,
    (const char *)flk_key_code_307 + 48,
    (const char *)flk_key_code_308 + 54, (const char *)flk_key_code_308 + 113, (const char *)flk_key_code_308 + 967,
    (const char *)flk_key_code_309 + 0,
    (const char *)flk_key_code_310 + 75, (const char *)flk_key_code_310 + 112, (const char *)flk_key_code_310 + 178, (const char *)flk_key_code_310 + 249,
    (const char *)flk_key_code_311 + 0, (const char *)flk_key_code_311 + 859, (const char *)flk_key_code_311 + 896,
    (const char *)flk_key_code_312 + 347, (const char *)flk_key_code_312 + 355,
    (const char *)flk_key_code_313 + 0, (const char *)flk_key_code_313 + 71,
    (const char *)flk_key_code_314 + 0, (const char *)flk_key_code_314 + 304,
    (const char *)flk_key_code_315 + 0, (const char *)flk_key_code_315 + 67,
    (const char *)flk_key_code_316 + 52, (const char *)flk_key_code_316 + 117, (const char *)flk_key_code_316 + 181, (const char *)flk_key_code_316 + 1267,
    (const char *)flk_key_code_317 + 0, (const char *)flk_key_code_317 + 32, (const char *)flk_key_code_317 + 170, (const char *)flk_key_code_317 + 224, (const char *)flk_key_code_317 + 365, (const char *)flk_key_code_317 + 418, (const char *)flk_key_code_317 + 484,
    (const char *)flk_key_code_318 + 21, (const char *)flk_key_code_318 + 85,
    (const char *)flk_key_code_319 + 36, (const char *)flk_key_code_319 + 102, (const char *)flk_key_code_319 + 163,
    (const char *)flk_key_code_320 + 0, (const char *)flk_key_code_320 + 65, (const char *)flk_key_code_320 + 129, (const char *)flk_key_code_320 + 193, (const char *)flk_key_code_320 + 301, (const char *)flk_key_code_320 + 324, (const char *)flk_key_code_320 + 386,
    (const char *)flk_key_code_321 + 16,
    (const char *)flk_key_code_322 + 17, (const char *)flk_key_code_322 + 82, (const char *)flk_key_code_322 + 146, (const char *)flk_key_code_322 + 208, (const char *)flk_key_code_322 + 272,
    (const char *)flk_key_code_323 + 17, (const char *)flk_key_code_323 + 81, (const char *)flk_key_code_323 + 145, (const char *)flk_key_code_323 + 223,
    (const char *)flk_key_code_324 + 0, (const char *)flk_key_code_324 + 32,
    (const char *)flk_key_code_325 + 0,
    (const char *)flk_key_code_326 + 17, (const char *)flk_key_code_326 + 137, (const char *)flk_key_code_326 + 145,
    (const char *)flk_key_code_327 + 33,
    (const char *)flk_key_code_328 + 0,
    (const char *)flk_key_code_329 + 0,
    (const char *)flk_key_code_330 + 0,
    (const char *)flk_key_code_331 + 16,
    (const char *)flk_key_code_332 + 0, (const char *)flk_key_code_332 + 17,
    (const char *)flk_key_code_333 + 0, (const char *)flk_key_code_333 + 17, (const char *)flk_key_code_333 + 83, (const char *)flk_key_code_333 + 146, (const char *)flk_key_code_333 + 211, (const char *)flk_key_code_333 + 274, (const char *)flk_key_code_333 + 377, (const char *)flk_key_code_333 + 403, (const char *)flk_key_code_333 + 469, (const char *)flk_key_code_333 + 529, (const char *)flk_key_code_333 + 592, (const char *)flk_key_code_333 + 658,
    (const char *)flk_key_code_334 + 51, (const char *)flk_key_code_334 + 308, (const char *)flk_key_code_334 + 372, (const char *)flk_key_code_334 + 432, (const char *)flk_key_code_334 + 498, (const char *)flk_key_code_334 + 561,
    (const char *)flk_key_code_335 + 433,
    (const char *)flk_key_code_336 + 0, (const char *)flk_key_code_336 + 48, (const char *)flk_key_code_336 + 117, (const char *)flk_key_code_336 + 177, (const char *)flk_key_code_336 + 349, (const char *)flk_key_code_336 + 371, (const char *)flk_key_code_336 + 437, (const char *)flk_key_code_336 + 840, (const char *)flk_key_code_336 + 885, (const char *)flk_key_code_336 + 974, (const char *)flk_key_code_336 + 1008, (const char *)flk_key_code_336 + 1074, (const char *)flk_key_code_336 + 1136, (const char *)flk_key_code_336 + 1206, (const char *)flk_key_code_336 + 1267,
    (const char *)flk_key_code_337 + 0,
    (const char *)flk_key_code_338 + 0, (const char *)flk_key_code_338 + 36, (const char *)flk_key_code_338 + 99, (const char *)flk_key_code_338 + 160, (const char *)flk_key_code_338 + 302,
    (const char *)flk_key_code_339 + 35, (const char *)flk_key_code_339 + 96,
    (const char *)flk_key_code_340 + 0, (const char *)flk_key_code_340 + 66, (const char *)flk_key_code_340 + 131,
    (const char *)flk_key_code_341 + 17, (const char *)flk_key_code_341 + 80, (const char *)flk_key_code_341 + 145, (const char *)flk_key_code_341 + 404, (const char *)flk_key_code_341 + 464, (const char *)flk_key_code_341 + 531,
    (const char *)flk_key_code_342 + 0, (const char *)flk_key_code_342 + 70, (const char *)flk_key_code_342 + 129, (const char *)flk_key_code_342 + 192, (const char *)flk_key_code_342 + 658, (const char *)flk_key_code_342 + 770,
    (const char *)flk_key_code_343 + 96, (const char *)flk_key_code_343 + 269, (const char *)flk_key_code_343 + 610,
    (const char *)flk_key_code_344 + 0, (const char *)flk_key_code_344 + 33,
    (const char *)flk_key_code_345 + 0, (const char *)flk_key_code_345 + 32, (const char *)flk_key_code_345 + 96,
    (const char *)flk_key_code_346 + 367,
    (const char *)flk_key_code_347 + 0, (const char *)flk_key_code_347 + 428,
    (const char *)flk_key_code_348 + 16,
    (const char *)flk_key_code_349 + 33,
    (const char *)flk_key_code_350 + 0, (const char *)flk_key_code_350 + 81,
    (const char *)flk_key_code_351 + 0, (const char *)flk_key_code_351 + 72, (const char *)flk_key_code_351 + 131, (const char *)flk_key_code_351 + 194, (const char *)flk_key_code_351 + 256, (const char *)flk_key_code_351 + 321, (const char *)flk_key_code_351 + 390, (const char *)flk_key_code_351 + 451, (const char *)flk_key_code_351 + 513, (const char *)flk_key_code_351 + 576, (const char *)flk_key_code_351 + 643, (const char *)flk_key_code_351 + 1322, (const char *)flk_key_code_351 + 1345, (const char *)flk_key_code_351 + 1410, (const char *)flk_key_code_351 + 1473, (const char *)flk_key_code_351 + 2942, (const char *)flk_key_code_351 + 2949, (const char *)flk_key_code_351 + 3010, (const char *)flk_key_code_351 + 3072, (const char *)flk_key_code_351 + 3163, (const char *)flk_key_code_351 + 3203, (const char *)flk_key_code_351 + 3266, (const char *)flk_key_code_351 + 3330, (const char *)flk_key_code_351 + 3394, (const char *)flk_key_code_351 + 3457, (const char *)flk_key_code_351 + 3520, (const char *)flk_key_code_351 + 3589, (const char *)flk_key_code_351 + 3709, (const char *)flk_key_code_351 + 3712, (const char *)flk_key_code_351 + 3783, (const char *)flk_key_code_351 + 4419, (const char *)flk_key_code_351 + 4517,
    (const char *)flk_key_code_352 + 0, (const char *)flk_key_code_352 + 1024,
    (const char *)flk_key_code_353 + 17, (const char *)flk_key_code_353 + 272,
    (const char *)flk_key_code_354 + 0, (const char *)flk_key_code_354 + 32, (const char *)flk_key_code_354 + 100, (const char *)flk_key_code_354 + 164, (const char *)flk_key_code_354 + 225, (const char *)flk_key_code_354 + 290, (const char *)flk_key_code_354 + 526, (const char *)flk_key_code_354 + 545, (const char *)flk_key_code_354 + 614, (const char *)flk_key_code_354 + 748, (const char *)flk_key_code_354 + 872, (const char *)flk_key_code_354 + 932, (const char *)flk_key_code_354 + 992, (const char *)flk_key_code_354 + 1178, (const char *)flk_key_code_354 + 1189, (const char *)flk_key_code_354 + 1248, (const char *)flk_key_code_354 + 1312, (const char *)flk_key_code_354 + 1961, (const char *)flk_key_code_354 + 2018, (const char *)flk_key_code_354 + 2083, (const char *)flk_key_code_354 + 2146, (const char *)flk_key_code_354 + 2314, (const char *)flk_key_code_354 + 2336, (const char *)flk_key_code_354 + 2402, (const char *)flk_key_code_354 + 2542, (const char *)flk_key_code_354 + 2677, (const char *)flk_key_code_354 + 2720, (const char *)flk_key_code_354 + 2788, (const char *)flk_key_code_354 + 2980, (const char *)flk_key_code_354 + 3040, (const char *)flk_key_code_354 + 3107, (const char *)flk_key_code_354 + 3809,
    (const char *)flk_key_code_355 + 0, (const char *)flk_key_code_355 + 64, (const char *)flk_key_code_355 + 131, (const char *)flk_key_code_355 + 249, (const char *)flk_key_code_355 + 256,
    (const char *)flk_key_code_356 + 0, (const char *)flk_key_code_356 + 65,
    (const char *)flk_key_code_357 + 32, (const char *)flk_key_code_357 + 96,
    (const char *)flk_key_code_358 + 17, (const char *)flk_key_code_358 + 81,
    (const char *)flk_key_code_359 + 50,
    (const char *)flk_key_code_360 + 17, (const char *)flk_key_code_360 + 82,
    (const char *)flk_key_code_361 + 0, (const char *)flk_key_code_361 + 52,
    (const char *)flk_key_code_362 + 20, (const char *)flk_key_code_362 + 145, (const char *)flk_key_code_362 + 208,
    (const char *)flk_key_code_363 + 0, (const char *)flk_key_code_363 + 67,
    (const char *)flk_key_code_364 + 0,
    (const char *)flk_key_code_365 + 18,
    (const char *)flk_key_code_366 + 0,
    (const char *)flk_key_code_367 + 33, (const char *)flk_key_code_367 + 2016, (const char *)flk_key_code_367 + 2082,
    (const char *)flk_key_code_368 + 51, (const char *)flk_key_code_368 + 114, (const char *)flk_key_code_368 + 176,
    (const char *)flk_key_code_369 + 0, (const char *)flk_key_code_369 + 66, (const char *)flk_key_code_369 + 256, (const char *)flk_key_code_369 + 320,
    (const char *)flk_key_code_370 + 50, (const char *)flk_key_code_370 + 116, (const char *)flk_key_code_370 + 689,
    (const char *)flk_key_code_371 + 0, (const char *)flk_key_code_371 + 85, (const char *)flk_key_code_371 + 424,
    (const char *)flk_key_code_372 + 0, (const char *)flk_key_code_372 + 104,
    (const char *)flk_key_code_373 + 0, (const char *)flk_key_code_373 + 35, (const char *)flk_key_code_373 + 97, (const char *)flk_key_code_373 + 161,
    (const char *)flk_key_code_374 + 0,
    (const char *)flk_key_code_375 + 32, (const char *)flk_key_code_375 + 103,
    (const char *)flk_key_code_376 + 0, (const char *)flk_key_code_376 + 54, (const char *)flk_key_code_376 + 114, (const char *)flk_key_code_376 + 178, (const char *)flk_key_code_376 + 241,
    (const char *)flk_key_code_377 + 0, (const char *)flk_key_code_377 + 65,
    (const char *)flk_key_code_378 + 0, (const char *)flk_key_code_378 + 50, (const char *)flk_key_code_378 + 114, (const char *)flk_key_code_378 + 181,
    (const char *)flk_key_code_379 + 0,
    (const char *)flk_key_code_380 + 0,
    (const char *)flk_key_code_381 + 20,
    (const char *)flk_key_code_382 + 0,
    (const char *)flk_key_code_383 + 0,
    (const char *)flk_key_code_384 + 338,
    (const char *)flk_key_code_385 + 0,
    (const char *)flk_key_code_386 + 50,
};
const unsigned long flk_key_code_line_count = sizeof flk_key_code_lines / sizeof *flk_key_code_lines;
