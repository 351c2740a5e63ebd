//! Golden checks of the MTGPU LLVM IR for a captured kernel: the conventions the MUSA toolkit
//! expects, per arch, in LLVM-14 syntax.

use tm_frontend::{lower_kernel, KernelSource};
use tm_lowering::{host::HostLowering, mlir_pipeline as pipeline};
use tm_targets::musa::MusaTarget;
use tm_targets::{Backend, EmitRequest, Settings};

fn target(arch: u32) -> Result<MusaTarget, tm_targets::TargetError> {
    MusaTarget::new(arch, &Settings::from_lookup(|_| None))
}

fn musa_ir(fixture: &str, arch: u32, num_warps: u32) -> String {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime/tests/fixtures").join(fixture);
    let src: KernelSource = serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
    let func = lower_kernel(&src).unwrap();
    let target = target(arch).unwrap();
    let (mlir, _) = HostLowering::new_simt(&func, target.simt_info(num_warps)).lower_full().unwrap();
    let ctx = pipeline::new_context();
    let lowered = pipeline::run_pipeline(&ctx, &mlir, pipeline::host_pipeline()).unwrap();
    let req = EmitRequest {
        module: &lowered.module,
        kernel: &func.name,
        num_warps,
        maxnreg: None,
        libdevice: None,
        shared: 0,
        llir_override: None,
        build_binary: false,
        on_llir: &|_| Ok(()),
    };
    target.emit(req).unwrap().llir
}

#[test]
fn warp_size_is_128_on_qy_parts_and_32_from_ph1() {
    assert_eq!(target(21).unwrap().warp_size(), 128);
    assert_eq!(target(22).unwrap().warp_size(), 128);
    assert_eq!(target(31).unwrap().warp_size(), 32);
    assert_eq!(target(22).unwrap().max_num_warps(), 8);
    assert_eq!(target(31).unwrap().arch(), "mp_31");
    assert!(target(40).is_err());
}

#[test]
fn vector_add_follows_the_mtgpu_conventions() {
    for (arch, threads) in [(22, 512), (31, 128)] {
        let ir = musa_ir("vector_add.json", arch, 4);
        assert!(ir.contains("define cc 102 void @add_kernel(ptr addrspace(1)"), "{ir}");
        assert!(ir.contains(&format!("!{{ptr @add_kernel, !\"maxntidx\", i32 {threads}}}")), "{ir}");
        assert!(ir.contains("!{ptr @add_kernel, !\"kernel\", i32 1}"), "{ir}");
        assert!(ir.contains("call i32 @llvm.musa.read.ptx.sreg.tid.x()"), "{ir}");
        assert!(!ir.contains("target triple"), "{ir}");
        assert!(!ir.contains("llvm.masked") && ir.contains("br i1"), "masked accesses are branches: {ir}");
        // Unused special registers are dropped (they are declared free of side effects).
        assert!(!ir.contains("sreg.ctaid.z()\n  "), "{ir}");
    }
}

#[test]
fn row_sum_reduces_with_musa_shuffles() {
    let ir = musa_ir("row_sum.json", 22, 4);
    assert!(ir.contains("@llvm.musa.shfl.xor.sync.i32(i32 %"), "{ir}");
    assert!(ir.contains(", i32 64, i32 127, ptr addrspace(5) null)"), "128-wide butterfly: {ir}");
}
