//! The NVIDIA target: NVPTX through LLVM, PTX text for the CUDA driver.

use crate::backend::{Artifact, Backend, BinaryKind, EmitRequest, TargetError};
use crate::llvm::{annotate_kernel, link_bitcode_internal, parse_llir, target_machine, translate};
use crate::registry::BackendConfig;
use inkwell::context::Context;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{FileType, InitializationConfig, RelocMode, Target as LlvmTarget};
use std::path::PathBuf;
use std::time::Instant;
use tm_frontend::tile_ir::UnOp;
use tm_lowering::atomics::AtomicLowering;
use tm_lowering::melior;
use tm_lowering::print::PrintfAbi;
use tm_lowering::simt::{AsyncCopyInfo, Libm, MathImpl, MmaInfo, ShflArg, SimtTargetInfo, TensorCopyInfo, WgmmaInfo};
use tm_settings::Settings;

pub struct CudaTarget {
    /// Compute capability, e.g. 90.
    pub capability: u32,
    settings: Settings,
}

/// The capability when a compile names none (Ampere: the first with mma.sync and cp.async).
const DEFAULT_CAPABILITY: u32 = 80;

pub fn backend(config: &BackendConfig) -> Result<Box<dyn Backend>, TargetError> {
    Ok(Box::new(CudaTarget::new(config.arch.unwrap_or(DEFAULT_CAPABILITY), config.settings)))
}

impl CudaTarget {
    pub fn new(capability: u32, settings: &Settings) -> CudaTarget {
        CudaTarget { capability, settings: settings.clone() }
    }

    fn triple(&self) -> &'static str {
        "nvptx64-nvidia-cuda"
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
                warp_uniform: "shfl.sync.idx.b32 $0, $1, 0, 31, -1;".into(),
            }),
            // cp.async exists from sm_80 on; .cg (16 bytes, L2 only) suits streamed operand tiles.
            async_copy: (self.capability >= 80).then(|| AsyncCopyInfo {
                copy16: "llvm.nvvm.cp.async.cg.shared.global.16.s".into(),
                // the `ignore-src` operand (PTX ISA 7.5)
                copy16_zero_if: "cp.async.cg.shared.global [$0], [$1], 16, $2;".into(),
                copy_zero_if: "cp.async.ca.shared.global [$0], [$1], {n}, $2;".into(),
                commit: "cp.async.commit_group;".into(),
                wait: "cp.async.wait_group {n};".into(),
            }),
            // TMA and transaction-counting mbarriers are sm_90's.
            tensor_copy: (self.capability == 90).then(|| TensorCopyInfo {
                init: "mbarrier.init.shared::cta.b64 [$0], 1;".into(),
                init_fence: "fence.mbarrier_init.release.cluster;".into(),
                expect: "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;".into(),
                copy_2d: "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];"
                    .into(),
                try_wait: "{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [$1], $2; selp.b32 $0, 1, 0, p; }"
                    .into(),
                inval: "mbarrier.inval.shared::cta.b64 [$0];".into(),
                // tensor maps made on the device (PTX ISA 8.3, sm_90a), set up in shared memory
                // and copied to global scratch; the field codes are PTX's own (bf16 is 10 there,
                // 9 for the driver)
                map_field: "tensormap.replace.tile.{field}.shared::cta.b1024.b{bits} [$0], {ord}{val};".into(),
                warp_sync: "bar.warp.sync -1;".into(),
                map_publish: "{ .reg .u64 g; cvta.to.global.u64 g, $0; tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [g], [$1], 128; }".into(),
                // the commit/wait pair: ptxas otherwise misses the fence (upstream's workaround)
                map_acquire: "fence.proxy.tensormap::generic.acquire.gpu [$0], 128; cp.async.bulk.commit_group; cp.async.bulk.wait_group.read 0;".into(),
            }),
        }
    }
}

impl Backend for CudaTarget {
    fn name(&self) -> &'static str {
        "cuda"
    }
    fn arch(&self) -> String {
        self.sm()
    }
    fn warp_size(&self) -> u32 {
        32
    }
    fn binary_kind(&self) -> BinaryKind {
        BinaryKind::Ptx
    }
    fn cache_key(&self) -> String {
        format!("cuda:{}:32:{}", self.sm(), self.triple())
    }
    /// With the A/B switches applied: `DISABLE_WMMA` (mma.sync), `DISABLE_SQMMA` (wgmma),
    /// `DISABLE_ASYNC_COPY` (cp.async).
    fn simt(&self, num_warps: u32) -> Option<SimtTargetInfo> {
        let mut info = self.simt_info(num_warps);
        let e = &self.settings.engines;
        if e.disable_wmma {
            info.mma = None;
        }
        if e.disable_sqmma {
            info.wgmma = None;
        }
        if e.disable_async_copy {
            info.async_copy = None;
        }
        if e.disable_tme || info.async_copy.is_none() || info.wgmma.is_none() {
            // the engine feeds the warp-group MMA's operand ring only
            info.tensor_copy = None;
        }
        Some(info)
    }
    fn emit(&self, req: EmitRequest<'_, '_>) -> Result<Artifact, TargetError> {
        let threads = req.num_warps * self.warp_size();
        let b = compile_cuda(self, req.module, req.kernel, threads, req.maxnreg, req.libdevice)
            .map_err(TargetError::Internal)?;
        let (llir, ptx) = match req.llir_override {
            Some(text) => {
                let ptx = ptx_from_llir(self, &text, &format!("{}.llir", req.kernel)).map_err(TargetError::Override)?;
                (text, ptx)
            }
            None => (b.llir, b.ptx),
        };
        (req.on_llir)(&llir)?;
        Ok(Artifact { llir, binary: Some(ptx.into_bytes()), texts: vec![], timing: b.timing })
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

/// Where libdevice is looked for: the explicit path, `TRITON_LIBDEVICE_PATH`, then the CUDA
/// toolkit (`CUDA_HOME`, `CUDA_PATH`, `/usr/local/cuda`).
fn libdevice_candidates(settings: &Settings, explicit: Option<&str>) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = vec![];
    out.extend(explicit.map(PathBuf::from));
    out.extend(settings.cuda_libdevice_paths.iter().cloned());
    out.push("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc".into());
    out
}

/// Link libdevice into `m` when the kernel calls its functions; everything but the kernel
/// becomes internal so the optimiser drops what is unused.
fn link_libdevice<'c>(
    settings: &Settings,
    ctx: &'c Context,
    m: &inkwell::module::Module<'c>,
    kernel: &str,
    libdevice: Option<&str>,
) -> Result<(), String> {
    let uses = m.get_functions().any(|f| f.count_basic_blocks() == 0 && f.get_name().to_bytes().starts_with(b"__nv_"));
    if !uses {
        return Ok(());
    }
    let tried = libdevice_candidates(settings, libdevice);
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

pub(crate) fn compile_cuda(
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
    let (tm, triple) = target_machine(target.triple(), &target.sm(), target.ptx_feature(), RelocMode::Default)?;
    m.set_triple(&triple);
    m.set_data_layout(&tm.get_target_data().get_data_layout());
    decorate_kernel(&ctx, &m, kernel, threads, maxnreg)?;
    link_libdevice(&target.settings, &ctx, &m, kernel, libdevice)?;
    m.verify().map_err(|e| format!("internal compiler error: LLVM module does not verify: {e}"))?;
    let t1 = Instant::now();
    m.run_passes("default<O3>", &tm, PassBuilderOptions::create())
        .map_err(|e| format!("LLVM optimisation failed: {e}"))?;
    let t2 = Instant::now();
    let llir = m.print_to_string().to_string();
    let ptx = tm.write_to_memory_buffer(&m, FileType::Assembly).map_err(|e| format!("PTX emission failed: {e}"))?;
    let t3 = Instant::now();
    Ok(CudaBinary {
        ptx: isa_for_tensor_maps(String::from_utf8_lossy(ptx.as_slice()).into_owned()),
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
pub(crate) fn ptx_from_llir(target: &CudaTarget, llir: &str, what: &str) -> Result<String, String> {
    static INIT: std::sync::Once = std::sync::Once::new();
    INIT.call_once(|| LlvmTarget::initialize_nvptx(&InitializationConfig::default()));
    let ctx = Context::create();
    let m = parse_llir(&ctx, llir, what)?;
    let (tm, triple) = target_machine(target.triple(), &target.sm(), target.ptx_feature(), RelocMode::Default)?;
    m.set_triple(&triple);
    m.set_data_layout(&tm.get_target_data().get_data_layout());
    let ptx = tm.write_to_memory_buffer(&m, FileType::Assembly).map_err(|e| format!("PTX emission failed: {e}"))?;
    Ok(isa_for_tensor_maps(String::from_utf8_lossy(ptx.as_slice()).into_owned()))
}

/// PTX ISA 8.3 where a module writes tensor maps on the device (its inline PTX needs it); the
/// others keep 8.0, which older drivers accept.
fn isa_for_tensor_maps(ptx: String) -> String {
    if ptx.contains("tensormap.replace") {
        ptx.replacen(".version 8.0", ".version 8.3", 1)
    } else {
        ptx
    }
}
