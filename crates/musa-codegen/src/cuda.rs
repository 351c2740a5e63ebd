//! The NVIDIA target: NVPTX through LLVM, PTX text for the CUDA driver.

use crate::host::translate;
use crate::target::{BinaryKind, Target};
use inkwell::context::Context;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{FileType, InitializationConfig, RelocMode, Target as LlvmTarget};
use std::path::{Path, PathBuf};
use std::time::Instant;
use tm_frontend::tile_ir::UnOp;
use tm_mlir_passes::atomics::AtomicLowering;
use tm_mlir_passes::melior;
use tm_mlir_passes::print::PrintfAbi;
use tm_mlir_passes::simt::{AsyncCopyInfo, Libm, MathImpl, MmaInfo, ShflArg, SimtTargetInfo, WgmmaInfo};

pub struct CudaTarget {
    /// Compute capability, e.g. 90.
    pub capability: u32,
}

impl CudaTarget {
    pub fn new(capability: u32) -> CudaTarget {
        CudaTarget { capability }
    }

    /// `sm_90a` on Hopper (the arch-specific features), `sm_XY` otherwise.
    pub fn sm(&self) -> String {
        if self.capability == 90 {
            "sm_90a".into()
        } else {
            format!("sm_{}", self.capability)
        }
    }

    /// Highest PTX ISA this LLVM emits that the GPU accepts.
    fn ptx_feature(&self) -> &'static str {
        if self.capability >= 90 {
            "+ptx80"
        } else {
            "+ptx70"
        }
    }

    pub fn simt_info(&self, num_warps: u32) -> SimtTargetInfo {
        let sreg = |r: &str, a: &str| format!("llvm.nvvm.read.ptx.sreg.{r}.{a}");
        let m = |name: &str, pre: f64, post: f64| MathImpl { intrinsic: name.into(), pre_scale: pre, post_scale: post };
        SimtTargetInfo {
            musa: None,
            atomics: AtomicLowering::Ptx { capability: self.capability },
            fast_rcp_f32: Some("llvm.nvvm.rcp.approx.ftz.f".into()),
            printf: Some(PrintfAbi::Vprintf),
            predicated_loads: true,
            warp_size: 32,
            num_warps,
            tid_x: sreg("tid", "x"),
            ctaid: [sreg("ctaid", "x"), sreg("ctaid", "y"), sreg("ctaid", "z")],
            nctaid: [sreg("nctaid", "x"), sreg("nctaid", "y"), sreg("nctaid", "z")],
            barrier: "llvm.nvvm.barrier0".into(),
            shuffle_xor: "llvm.nvvm.shfl.sync.bfly.i32".into(),
            shuffle_args: vec![ShflArg::Const(-1), ShflArg::Value, ShflArg::Offset, ShflArg::Const(0x1f)],
            math_f32: vec![
                // Flushing subnormal results, as upstream's exp2 does: the non-ftz form costs
                // a range test and two predicated multiplies per call.
                (UnOp::Exp, m("llvm.nvvm.ex2.approx.ftz.f", std::f64::consts::LOG2_E, 1.0)),
                (UnOp::Exp2, m("llvm.nvvm.ex2.approx.ftz.f", 1.0, 1.0)),
                (UnOp::Log, m("llvm.nvvm.lg2.approx.f", 1.0, std::f64::consts::LN_2)),
                (UnOp::Log2, m("llvm.nvvm.lg2.approx.f", 1.0, 1.0)),
                (UnOp::Sin, m("llvm.nvvm.sin.approx.f", 1.0, 1.0)),
                (UnOp::Cos, m("llvm.nvvm.cos.approx.f", 1.0, 1.0)),
                (UnOp::Rsqrt, m("llvm.nvvm.rsqrt.approx.f", 1.0, 1.0)),
            ],
            max_vector_bits: 128,
            libm: Some(Libm { prefix: "__nv_".into(), names: vec![] }),
            // mma.sync m16n8k16 exists from sm_80 (Ampere) on.
            mma: (self.capability >= 80).then(|| MmaInfo {
                f16: "llvm.nvvm.mma.m16n8k16.row.col.f32.f32".into(),
                bf16: "llvm.nvvm.mma.m16n8k16.row.col.bf16".into(),
                f16_acc: "llvm.nvvm.mma.m16n8k16.row.col.f16.f16".into(),
                tf32: "llvm.nvvm.mma.m16n8k8.row.col.tf32".into(),
                s8: "llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8".into(),
                ldmatrix_x4: "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16".into(),
                ldmatrix_x4_trans: "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16".into(),
                ldmatrix_x2_trans: "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16".into(),
            }),
            // wgmma needs the arch-specific sm_90a; LLVM 19 has no intrinsics for it, so the
            // instructions go in as PTX text.
            wgmma: (self.capability == 90).then(|| WgmmaInfo {
                mma: "wgmma.mma_async.sync.aligned.m64n{n}k16.f32.{t}.{t}".into(),
                max_n: 256,
                fence: "wgmma.fence.sync.aligned;".into(),
                commit: "wgmma.commit_group.sync.aligned;".into(),
                wait: "wgmma.wait_group.sync.aligned {n};".into(),
                proxy_fence: "fence.proxy.async.shared::cta;".into(),
                pack_f32x2: "cvt.rn.{t}x2.f32 $0, $2, $1;".into(),
            }),
            // cp.async exists from sm_80 on; .cg (16 bytes, L2 only) suits streamed operand tiles.
            async_copy: (self.capability >= 80).then(|| AsyncCopyInfo {
                copy16: "llvm.nvvm.cp.async.cg.shared.global.16.s".into(),
                commit: "cp.async.commit_group;".into(),
                wait: "cp.async.wait_group {n};".into(),
            }),
        }
    }
}

impl Target for CudaTarget {
    fn backend(&self) -> &'static str {
        "cuda"
    }
    fn arch(&self) -> String {
        self.sm()
    }
    fn warp_size(&self) -> u32 {
        32
    }
    fn triple(&self) -> String {
        "nvptx64-nvidia-cuda".into()
    }
    fn data_layout(&self) -> Option<String> {
        None
    }
    fn binary_kind(&self) -> BinaryKind {
        BinaryKind::Ptx
    }
}

pub struct CudaBinary {
    pub ptx: String,
    pub llir: String,
    pub timing: Vec<(String, f64)>,
}

/// Mark `name` as a kernel entry with at most `threads` threads per block (and at most
/// `maxnreg` registers per thread).
fn decorate_kernel<'c>(
    ctx: &'c Context,
    m: &inkwell::module::Module<'c>,
    name: &str,
    threads: u32,
    maxnreg: Option<u32>,
) -> Result<(), String> {
    let f = m.get_function(name).ok_or_else(|| format!("internal: kernel {name} missing from the LLVM module"))?;
    annotate_kernel(ctx, m, f, threads, "nvvm.annotations")?;
    if let Some(n) = maxnreg {
        let fp = f.as_global_value().as_pointer_value();
        let node = ctx.metadata_node(&[
            fp.into(),
            ctx.metadata_string("maxnreg").into(),
            ctx.i32_type().const_int(n as u64, false).into(),
        ]);
        m.add_global_metadata("nvvm.annotations", &node).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// `!{ptr @f, !"kernel", i32 1}` and `!{ptr @f, !"maxntidx", i32 threads}` in the named
/// metadata `list` (NVVM's and MUSA's annotations have the same shape).
pub(crate) fn annotate_kernel<'c>(
    ctx: &'c Context,
    m: &inkwell::module::Module<'c>,
    f: inkwell::values::FunctionValue<'c>,
    threads: u32,
    list: &str,
) -> Result<(), String> {
    let i32t = ctx.i32_type();
    let fp = f.as_global_value().as_pointer_value();
    for (key, val) in [("kernel", 1u64), ("maxntidx", threads as u64)] {
        let node = ctx.metadata_node(&[fp.into(), ctx.metadata_string(key).into(), i32t.const_int(val, false).into()]);
        m.add_global_metadata(list, &node).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Link the bitcode library at `path` into `m`; every definition but the kernel becomes
/// internal (GPU toolchains take external definitions for kernels, and O3 drops the unused).
pub(crate) fn link_bitcode_internal<'c>(
    ctx: &'c Context,
    m: &inkwell::module::Module<'c>,
    kernel: &str,
    path: &Path,
    what: &str,
) -> Result<(), String> {
    let lib = inkwell::module::Module::parse_bitcode_from_path(path, ctx)
        .map_err(|e| format!("cannot read {what} at {}: {e}", path.display()))?;
    lib.set_triple(&m.get_triple());
    lib.set_data_layout(&m.get_data_layout());
    m.link_in_module(lib).map_err(|e| format!("linking {what} from {} failed: {e}", path.display()))?;
    for f in m.get_functions() {
        if f.count_basic_blocks() > 0 && f.get_name().to_bytes() != kernel.as_bytes() {
            f.set_linkage(inkwell::module::Linkage::Internal);
        }
    }
    Ok(())
}

/// Where libdevice is looked for: the explicit path, `TRITON_LIBDEVICE_PATH`, then the CUDA
/// toolkit (`CUDA_HOME`, `CUDA_PATH`, `/usr/local/cuda`).
pub fn libdevice_candidates(explicit: Option<&str>) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = vec![];
    out.extend(explicit.map(PathBuf::from));
    out.extend(std::env::var_os("TRITON_LIBDEVICE_PATH").map(PathBuf::from));
    for var in ["CUDA_HOME", "CUDA_PATH"] {
        if let Some(h) = std::env::var_os(var) {
            out.push(Path::new(&h).join("nvvm/libdevice/libdevice.10.bc"));
        }
    }
    out.push("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc".into());
    out
}

/// Link libdevice into `m` when the kernel calls its functions; everything but the kernel
/// becomes internal so the optimiser drops what is unused.
fn link_libdevice<'c>(
    ctx: &'c Context,
    m: &inkwell::module::Module<'c>,
    kernel: &str,
    libdevice: Option<&str>,
) -> Result<(), String> {
    let uses = m.get_functions().any(|f| f.count_basic_blocks() == 0 && f.get_name().to_bytes().starts_with(b"__nv_"));
    if !uses {
        return Ok(());
    }
    let tried = libdevice_candidates(libdevice);
    let Some(path) = tried.iter().find(|p| p.is_file()) else {
        let list: Vec<String> = tried.iter().map(|p| p.display().to_string()).collect();
        return Err(format!(
            "this kernel needs CUDA's libdevice (math functions such as erf or fp64 exp), which was not found; looked in: {}; set TRITON_LIBDEVICE_PATH to libdevice.10.bc",
            list.join(", ")
        ));
    };
    link_bitcode_internal(ctx, m, kernel, path, "libdevice")?;
    // libdevice asks `__nvvm_reflect("__CUDA_FTZ")`: no flush-to-zero, as torch computes.
    let i32t = ctx.i32_type();
    m.add_basic_value_flag("nvvm-reflect-ftz", inkwell::module::FlagBehavior::Override, i32t.const_zero());
    Ok(())
}

pub fn compile_cuda(
    target: &CudaTarget,
    module: &melior::ir::Module,
    kernel: &str,
    threads: u32,
    maxnreg: Option<u32>,
    libdevice: Option<&str>,
) -> Result<CudaBinary, String> {
    let t0 = Instant::now();
    static INIT: std::sync::Once = std::sync::Once::new();
    INIT.call_once(|| LlvmTarget::initialize_nvptx(&InitializationConfig::default()));
    let ctx = Context::create();
    let m = translate(module, &ctx)?;
    let (tm, triple) =
        crate::target::target_machine(&target.triple(), &target.sm(), target.ptx_feature(), RelocMode::Default)?;
    m.set_triple(&triple);
    m.set_data_layout(&tm.get_target_data().get_data_layout());
    decorate_kernel(&ctx, &m, kernel, threads, maxnreg)?;
    link_libdevice(&ctx, &m, kernel, libdevice)?;
    m.verify().map_err(|e| format!("internal compiler error: LLVM module does not verify: {e}"))?;
    let t1 = Instant::now();
    m.run_passes("default<O3>", &tm, PassBuilderOptions::create())
        .map_err(|e| format!("LLVM optimisation failed: {e}"))?;
    let t2 = Instant::now();
    let llir = m.print_to_string().to_string();
    let ptx = tm.write_to_memory_buffer(&m, FileType::Assembly).map_err(|e| format!("PTX emission failed: {e}"))?;
    let t3 = Instant::now();
    Ok(CudaBinary {
        ptx: String::from_utf8_lossy(ptx.as_slice()).into_owned(),
        llir,
        timing: vec![
            ("llvm-translate".into(), (t1 - t0).as_secs_f64()),
            ("llvm-opt".into(), (t2 - t1).as_secs_f64()),
            ("ptx-emit".into(), (t3 - t2).as_secs_f64()),
        ],
    })
}

/// PTX for LLVM IR given as text (`TRITON_KERNEL_OVERRIDE` of the `llir` stage), emitted as it
/// is, without optimising it again.
pub fn ptx_from_llir(target: &CudaTarget, llir: &str, what: &str) -> Result<String, String> {
    static INIT: std::sync::Once = std::sync::Once::new();
    INIT.call_once(|| LlvmTarget::initialize_nvptx(&InitializationConfig::default()));
    let ctx = Context::create();
    let m = crate::host::parse_llir(&ctx, llir, what)?;
    let (tm, triple) =
        crate::target::target_machine(&target.triple(), &target.sm(), target.ptx_feature(), RelocMode::Default)?;
    m.set_triple(&triple);
    m.set_data_layout(&tm.get_target_data().get_data_layout());
    let ptx = tm.write_to_memory_buffer(&m, FileType::Assembly).map_err(|e| format!("PTX emission failed: {e}"))?;
    Ok(String::from_utf8_lossy(ptx.as_slice()).into_owned())
}
