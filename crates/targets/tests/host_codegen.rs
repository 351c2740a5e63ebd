//! Host code generation through the cpu backend: O3 vectorises the fused loops, and the shared
//! object exports the kernel.

use tm_frontend::{lower_kernel, KernelSource};
use tm_lowering::{host::HostLowering, mlir_pipeline as pipeline};
use tm_targets::{backend_for, BackendConfig, BinaryKind, EmitRequest, Settings};

#[test]
fn vector_add_vectorises_with_masked_accesses() {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime/tests/fixtures/vector_add.json");
    let src: KernelSource = serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
    let mlir = HostLowering::new(&lower_kernel(&src).unwrap()).lower().unwrap();
    let ctx = pipeline::new_context();
    let lowered = pipeline::run_pipeline(&ctx, &mlir, pipeline::host_pipeline()).unwrap();
    let settings = Settings::from_lookup(|_| None);
    let backend = backend_for("cpu", &BackendConfig { arch: None, settings: &settings }).unwrap();
    assert_eq!(backend.name(), "cpu");
    assert_eq!(backend.warp_size(), 1);
    assert_eq!(backend.binary_kind(), BinaryKind::SharedObject);
    assert!(backend.simt(4).is_none());
    let art = backend
        .emit(EmitRequest {
            module: &lowered.module,
            kernel: "add_kernel",
            num_warps: 4,
            maxnreg: None,
            libdevice: None,
            shared: 0,
            llir_override: None,
            build_binary: true,
            on_llir: &|_| Ok(()),
        })
        .unwrap();
    assert!(art.llir.contains("define void @add_kernel(ptr"), "{}", art.llir);
    // The vectoriser turned the masked element loop into vector code.
    assert!(art.llir.contains("llvm.masked.load") || art.llir.contains("load <"), "{}", art.llir);
    assert_eq!(&art.binary.unwrap()[..4], b"\x7fELF");
}

#[test]
fn an_unknown_target_names_the_known_ones() {
    let settings = Settings::from_lookup(|_| None);
    let err = backend_for("hip", &BackendConfig { arch: None, settings: &settings }).err().unwrap().to_string();
    assert!(err.contains("'hip' backend is not available") && err.contains("cpu, cuda, musa"), "{err}");
}
