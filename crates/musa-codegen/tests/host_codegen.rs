//! Host code generation: O3 vectorises the fused loops, and the shared object exports the kernel.

use tm_frontend::{lower_kernel, KernelSource};
use tm_mlir_passes::{host::HostLowering, pipeline};
use tm_musa_codegen::{compile_host, HostTarget, Target};

#[test]
fn vector_add_vectorises_with_masked_accesses() {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime/tests/fixtures/vector_add.json");
    let src: KernelSource = serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
    let mlir = HostLowering::new(&lower_kernel(&src).unwrap()).lower().unwrap();
    let ctx = pipeline::new_context();
    let lowered = pipeline::run_pipeline(&ctx, &mlir, pipeline::host_pipeline()).unwrap();
    let target = HostTarget::detect();
    assert_eq!(target.backend(), "cpu");
    assert_eq!(target.warp_size(), 1);
    let bin = compile_host(&target, &lowered.module, false).unwrap();
    assert!(bin.llir.contains("define void @add_kernel(ptr"), "{}", bin.llir);
    // The vectoriser turned the masked element loop into vector code.
    assert!(bin.llir.contains("llvm.masked.load") || bin.llir.contains("load <"), "{}", bin.llir);
    assert_eq!(&bin.shared_object[..4], b"\x7fELF");
}
