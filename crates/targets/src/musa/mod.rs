//! The MUSA target (Moore Threads MTGPU): LLVM IR that follows the MTGPU conventions, in the
//! LLVM-14 syntax the toolkit's `llc` reads. The mubin itself comes from the toolkit
//! (`toolkit`); facts and their sources: `docs/musa.md`.

pub mod llvm14;
pub mod toolkit;

use crate::backend::{Artifact, Backend, BinaryKind, EmitRequest, TargetError};
use crate::llvm::{annotate_kernel, link_bitcode_internal, translate};
use crate::registry::BackendConfig;
use inkwell::context::Context;
use inkwell::module::Linkage;
use std::path::PathBuf;
use std::time::Instant;
use tm_frontend::tile_ir::{Scalar, UnOp};
use tm_lowering::atomics::AtomicLowering;
use tm_lowering::melior;
use tm_lowering::musa_mma::{MusaEngines, WmmaArch};
use tm_lowering::print::PrintfAbi;
use tm_lowering::simt::{Libm, MathImpl, ShflArg, SimtTargetInfo};
use tm_settings::Settings;

/// FlagTree's `attach_datalayout` string: 64-bit global/generic pointers, 32-bit shared (AS 3).
pub const DATA_LAYOUT: &str =
    "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128";

/// `CallingConv::MTGPU_KERNEL` in Moore Threads' LLVM (spelled `mtgpu_kernel` there). Stock
/// LLVM 19 prints this number with an AArch64 name, so the text is rewritten to `cc 102`.
pub const KERNEL_CALLING_CONV: u32 = 102;

/// Capabilities this compiler knows the facts of.
pub const KNOWN_ARCHS: &[u32] = &[21, 22, 31, 32];

pub struct MusaTarget {
    /// Capability as `major * 10 + minor` (21 QY1, 22 QY2, 31 PH1).
    pub capability: u32,
    settings: Settings,
}

/// The capability when a compile names none (PH1).
const DEFAULT_CAPABILITY: u32 = 31;

pub fn backend(config: &BackendConfig) -> Result<Box<dyn Backend>, TargetError> {
    Ok(Box::new(MusaTarget::new(config.arch.unwrap_or(DEFAULT_CAPABILITY), config.settings)?))
}

impl MusaTarget {
    pub fn new(capability: u32, settings: &Settings) -> Result<MusaTarget, TargetError> {
        if !KNOWN_ARCHS.contains(&capability) {
            let known: Vec<String> = KNOWN_ARCHS.iter().map(|a| a.to_string()).collect();
            return Err(TargetError::Invalid(format!(
                "unknown MUSA arch {capability}; known capabilities: {} (mp_21 QY1, mp_22 QY2, mp_31 PH1)",
                known.join(", ")
            )));
        }
        Ok(MusaTarget { capability, settings: settings.clone() })
    }

    /// The `-mcpu` of the toolkit's llc.
    pub fn mcpu(&self) -> String {
        format!("mp_{}", self.capability)
    }

    /// Static shared memory per block: 72 KiB on QY parts, 192 KiB on PH1.
    pub fn shared_memory_limit(&self) -> u32 {
        if self.capability >= 31 {
            196_608
        } else {
            73_728
        }
    }

    pub fn has_fp8e4nv(&self) -> bool {
        self.capability >= 31
    }

    /// The largest `num_warps` a block allows (1024 threads).
    pub fn max_num_warps(&self) -> u32 {
        1024 / self.warp_size()
    }

    /// Where libdevice is looked for: the explicit path, `MUSA_LIBDEVICE_PATH`,
    /// `TRITON_MUSA_LIBDEVICE_PATH`, then the toolkit's bitcode directory.
    pub fn libdevice_candidates(&self, explicit: Option<&str>) -> Vec<PathBuf> {
        let mut out: Vec<PathBuf> = explicit.map(PathBuf::from).into_iter().collect();
        out.extend(self.settings.musa.libdevice_paths.iter().cloned());
        let file = if self.capability >= 31 { "libdevice.31.bc" } else { "libdevice.bc" };
        out.push(self.settings.musa.home.join("mtgpu/bitcode").join(file));
        out
    }

    /// 128 on the QY parts (capability below 30), 32 from PH1 on.
    pub fn warp_size(&self) -> u32 {
        if self.capability < 30 {
            128
        } else {
            32
        }
    }

    /// The matrix engines of this arch, all on, in FlagTree's choice (musa-mma-facts.md §5):
    /// SQMMA from capability 31, WMMA on 31 (PH1) and on 22 (QY2, from MUTLASS's layouts).
    pub fn engines(&self) -> MusaEngines {
        MusaEngines {
            wmma: match self.capability {
                31 => Some(WmmaArch::Ph1),
                22 => Some(WmmaArch::Qy2),
                _ => None,
            },
            sqmma: self.capability >= 31,
            k128_sqmma: false,
            // FlagTree pipelines with async copies from capability 31 on; MUTLASS gates them on
            // MP31 (musa-mma-facts.md §4.1)
            async_copy: self.capability >= 31,
            // TME is PH1-only (FlagTree defines its traits for PH1 alone, musa-mma-facts.md §3)
            tme: self.capability >= 31,
        }
    }

    pub fn simt_info(&self, num_warps: u32) -> SimtTargetInfo {
        let sreg = |r: &str, a: &str| format!("llvm.musa.read.ptx.sreg.{r}.{a}");
        let width = self.warp_size() as i64;
        let mt = |o: UnOp, f64: bool, name: &str| (o, f64, name.to_string());
        SimtTargetInfo {
            // Plain atomicrmw/cmpxchg without a sync scope; float adds through libdevice, as
            // FlagTree's MUSA lowering does (musa-mma-facts.md section 6).
            atomics: AtomicLowering::Llvm {
                fadd_calls: [(Scalar::F16, "f16"), (Scalar::F32, "f32"), (Scalar::F64, "f64")]
                    .into_iter()
                    .map(|(s, n)| (s, format!("__mt_atomicAdd_{n}")))
                    .collect(),
            },
            fast_rcp_f32: None,
            // the variadic device printf (musa-target-facts.md section 2.10)
            printf: Some(PrintfAbi::Variadic),
            predicated_loads: false,
            warp_size: self.warp_size(),
            num_warps,
            tid_x: sreg("tid", "x"),
            ctaid: [sreg("ctaid", "x"), sreg("ctaid", "y"), sreg("ctaid", "z")],
            nctaid: [sreg("nctaid", "x"), sreg("nctaid", "y"), sreg("nctaid", "z")],
            // Our barriers only order shared memory ("lm", local memory, in MUSA's terms).
            barrier: "llvm.musa.syncthreads.lm".into(),
            shuffle_xor: "llvm.musa.shfl.xor.sync.i32".into(),
            // (value, lane mask, clamp word, null predicate output in AS 5)
            shuffle_args: vec![
                ShflArg::Value,
                ShflArg::Offset,
                ShflArg::Const(((128 - width) << 7) | (width - 1)),
                ShflArg::NullPtr(5),
            ],
            math_f32: vec![
                (
                    UnOp::Exp,
                    MathImpl {
                        intrinsic: "llvm.exp2.f32".into(),
                        pre_scale: std::f64::consts::LOG2_E,
                        post_scale: 1.0,
                    },
                ),
                (UnOp::Exp2, MathImpl { intrinsic: "llvm.exp2.f32".into(), pre_scale: 1.0, post_scale: 1.0 }),
                // FlagTree's rsqrt on f32 (musa-mma-facts.md section 6)
                (UnOp::Rsqrt, MathImpl { intrinsic: "llvm.musa.rsq".into(), pre_scale: 1.0, post_scale: 1.0 }),
            ],
            max_vector_bits: 128,
            // MUSA's libdevice keeps CUDA's names for some functions and `__mt_*` for others.
            libm: Some(Libm {
                prefix: "__nv_".into(),
                names: vec![
                    mt(UnOp::Log, false, "__mt_log_f32"),
                    mt(UnOp::Log, true, "__mt_log_f64"),
                    mt(UnOp::Exp2, true, "__mt_exp2_f64"),
                    mt(UnOp::Tan, false, "__mt_tan_f32"),
                    mt(UnOp::Tan, true, "__mt_tan_f64"),
                    mt(UnOp::Erf, true, "__mt_erf_f64"),
                    mt(UnOp::Tanh, false, "__mt_tanh_f32"),
                    mt(UnOp::Tanh, true, "__mt_tanh_f64"),
                    mt(UnOp::Erf, false, "__mt_erf_f32"),
                ],
            }),
            // MUSA's engines have their own description (`musa`): the NVIDIA slots stay empty.
            mma: None,
            wgmma: None,
            async_copy: None,
            tensor_copy: None,
            musa: Some(self.engines()),
        }
    }
}

impl Backend for MusaTarget {
    fn name(&self) -> &'static str {
        "musa"
    }
    fn arch(&self) -> String {
        self.mcpu()
    }
    fn warp_size(&self) -> u32 {
        MusaTarget::warp_size(self)
    }
    fn binary_kind(&self) -> BinaryKind {
        BinaryKind::Mubin
    }
    /// The toolkit and the switches that change the mubin are part of the key.
    fn cache_key(&self) -> String {
        let s = &self.settings.musa;
        let version = toolkit::locate(s).map(|t| t.version).unwrap_or_default();
        format!("musa:{}:{}:|{version}|opt={}|{}", self.mcpu(), self.warp_size(), s.llc_opt, s.llc_options.join(" "))
    }
    /// With the A/B switches applied: `DISABLE_WMMA`, `TRITON_MUSA_DISABLE_MP22_WMMA` (mp_22's
    /// WMMA layout comes from MUTLASS alone, docs/musa.md), `DISABLE_SQMMA`,
    /// `TRITON_MUSA_ENABLE_K128_SQMMA`, `DISABLE_ASYNC_COPY`, `DISABLE_TME`.
    fn simt(&self, num_warps: u32) -> Option<SimtTargetInfo> {
        let mut info = self.simt_info(num_warps);
        let e = &self.settings.engines;
        if let Some(m) = info.musa.as_mut() {
            let qy2_off = |a: &WmmaArch| e.disable_mp22_wmma && *a == WmmaArch::Qy2;
            m.wmma = m.wmma.filter(|a| !e.disable_wmma && !qy2_off(a));
            m.sqmma &= !e.disable_sqmma;
            m.k128_sqmma = e.enable_k128_sqmma;
            m.async_copy &= !e.disable_async_copy;
            m.tme &= !e.disable_tme;
        }
        Some(info)
    }
    fn emit(&self, req: EmitRequest<'_, '_>) -> Result<Artifact, TargetError> {
        let ir = compile_musa_ir(self, req.module, req.kernel, req.num_warps, req.libdevice)
            .map_err(TargetError::Internal)?;
        let texts = vec![("llir_llvm19".to_string(), ir.llir_llvm19.clone())];
        if !req.build_binary {
            (req.on_llir)(&ir.llir)?;
            return Ok(Artifact { llir: ir.llir, binary: None, texts, timing: ir.timing });
        }
        let s = &self.settings.musa;
        let mut llir = ir.llir;
        let mut replaced = false;
        if let Some(text) = req.llir_override {
            llir = text;
            replaced = true;
        } else if s.replace_ir {
            let path = s.home.join("mtgpu/bitcode/replace.llir");
            match std::fs::read_to_string(&path) {
                Ok(text) => {
                    eprintln!("MUSA_REPLACE_IR=1: the LLVM IR is replaced by {}", path.display());
                    llir = text;
                    replaced = true;
                }
                Err(e) => {
                    eprintln!("MUSA_REPLACE_IR=1: cannot read {} ({e}); the generated LLVM IR is kept", path.display())
                }
            }
        }
        (req.on_llir)(&llir)?;
        if req.shared > self.shared_memory_limit() {
            return Err(TargetError::OutOfResources(format!(
                "kernel '{}' needs {} bytes of shared memory, {} allows {}; use smaller blocks",
                req.kernel,
                req.shared,
                self.mcpu(),
                self.shared_memory_limit()
            )));
        }
        if !replaced && !ir.unresolved_libdevice.is_empty() {
            return Err(TargetError::Unavailable(missing_libdevice_error(
                &ir.unresolved_libdevice,
                &ir.libdevice_tried,
            )));
        }
        let toolkit = toolkit::locate(s).map_err(TargetError::Unavailable)?;
        let t0 = Instant::now();
        let mcpu = self.mcpu();
        let mreq = toolkit::MubinRequest {
            llir: &llir,
            mcpu: &mcpu,
            enable_opt: s.llc_opt,
            extra_llc: s.llc_options.clone(),
            want_asm: self.settings.asm_dump,
        };
        let mubin = toolkit.build_mubin(&mreq).map_err(TargetError::Internal)?;
        if mreq.want_asm {
            match &mubin.asm {
                Some(asm) => eprintln!("// -----// MTGPU assembly //----- //\n{asm}"),
                None => eprintln!(
                    "// -----// MTGPU assembly //----- //\n\t.globl\t{}\n(the toolkit's default llc prints no assembly; set MTCC_ENABLE_ASM_BIN_PATH to an llc that does)",
                    req.kernel
                ),
            }
        }
        if let Some(dir) = &s.mubin_save_path {
            let dest = dir.join("test.out");
            std::fs::create_dir_all(dir)
                .and_then(|_| std::fs::write(&dest, &mubin.bytes))
                .map_err(|e| TargetError::Invalid(format!("MUBIN_SAVE_PATH: cannot write {}: {e}", dest.display())))?;
        }
        let mut timing = ir.timing;
        timing.push(("toolkit".into(), t0.elapsed().as_secs_f64()));
        Ok(Artifact { llir, binary: Some(mubin.bytes), texts, timing })
    }
}

pub struct MusaIr {
    /// The IR handed to the toolkit (LLVM-14 syntax).
    pub llir: String,
    /// The same module as LLVM 19 prints it, after O3.
    pub llir_llvm19: String,
    /// Math-library functions the kernel calls that no libdevice defined (none found).
    pub unresolved_libdevice: Vec<String>,
    pub libdevice_tried: Vec<PathBuf>,
    pub timing: Vec<(String, f64)>,
}

/// Mark `name` as the MTGPU kernel: its calling convention and `!musa.annotations`.
fn decorate_kernel<'c>(
    ctx: &'c Context,
    m: &inkwell::module::Module<'c>,
    name: &str,
    threads: u32,
) -> Result<(), String> {
    let f = m.get_function(name).ok_or_else(|| format!("internal: kernel {name} missing from the LLVM module"))?;
    f.set_call_conventions(KERNEL_CALLING_CONV);
    f.set_linkage(Linkage::External);
    annotate_kernel(ctx, m, f, threads, "musa.annotations")
}

/// Stock LLVM does not know the `llvm.musa.*` intrinsics: say what it may assume about them, so
/// unused special-register reads go away and barriers and shuffles are never duplicated into
/// divergent branches.
fn describe_intrinsics(ctx: &Context, m: &inkwell::module::Module) {
    use inkwell::attributes::{Attribute, AttributeLoc};
    let attr = |name: &str, val: u64| ctx.create_enum_attribute(Attribute::get_named_enum_kind_id(name), val);
    // memory(none) is encoded as 0.
    let (nounwind, no_memory, convergent, willreturn) =
        (attr("nounwind", 0), attr("memory", 0), attr("convergent", 0), attr("willreturn", 0));
    for f in m.get_functions().filter(|f| f.count_basic_blocks() == 0) {
        let name = f.get_name().to_bytes();
        let pure_value = name.starts_with(b"llvm.musa.read.ptx.sreg.") || is_libdevice_name(name);
        let collective = name.starts_with(b"llvm.musa.shfl.")
            || name.starts_with(b"llvm.musa.syncthreads")
            || name.starts_with(b"llvm.musa.barrier")
            || name.starts_with(b"llvm.musa.vote.")
            // the matrix engines read registers of a whole warp or squad
            || (name.starts_with(b"llvm.musa.") && name.ends_with(b".mma"))
            || name.starts_with(b"llvm.musa.sqmma.wait");
        if pure_value || collective {
            f.add_attribute(AttributeLoc::Function, nounwind);
        }
        if pure_value {
            f.add_attribute(AttributeLoc::Function, no_memory);
            f.add_attribute(AttributeLoc::Function, willreturn);
        }
        if collective {
            f.add_attribute(AttributeLoc::Function, convergent);
        }
    }
}

fn is_libdevice_name(name: &[u8]) -> bool {
    name.starts_with(b"__nv_") || name.starts_with(b"__mt_")
}

/// Link libdevice when the kernel calls it and one is found; every other definition becomes
/// internal, because the toolkit takes external definitions for kernels.
fn link_libdevice<'c>(
    ctx: &'c Context,
    m: &inkwell::module::Module<'c>,
    kernel: &str,
    tried: &[PathBuf],
) -> Result<Vec<String>, String> {
    let wanted = |m: &inkwell::module::Module<'c>| -> Vec<String> {
        m.get_functions()
            .filter(|f| f.count_basic_blocks() == 0 && is_libdevice_name(f.get_name().to_bytes()))
            .map(|f| f.get_name().to_string_lossy().into_owned())
            .collect()
    };
    if wanted(m).is_empty() {
        return Ok(vec![]);
    }
    let Some(path) = tried.iter().find(|p| p.is_file()) else { return Ok(wanted(m)) };
    link_bitcode_internal(ctx, m, kernel, path, "MUSA libdevice")?;
    Ok(wanted(m))
}

/// O3 without a target machine: stock LLVM has no MTGPU backend, so the optimiser works from
/// the data layout alone; the toolkit's llc does the target-specific work.
fn optimize_without_target(m: &inkwell::module::Module) -> Result<(), String> {
    use inkwell::llvm_sys::error::{LLVMDisposeErrorMessage, LLVMGetErrorMessage};
    use inkwell::llvm_sys::transforms::pass_builder::*;
    unsafe {
        let opts = LLVMCreatePassBuilderOptions();
        let err = LLVMRunPasses(m.as_mut_ptr(), c"default<O3>".as_ptr(), std::ptr::null_mut(), opts);
        LLVMDisposePassBuilderOptions(opts);
        if !err.is_null() {
            let msg = LLVMGetErrorMessage(err);
            let text = std::ffi::CStr::from_ptr(msg).to_string_lossy().into_owned();
            LLVMDisposeErrorMessage(msg);
            return Err(format!("LLVM optimisation failed: {text}"));
        }
    }
    Ok(())
}

pub(crate) fn compile_musa_ir(
    target: &MusaTarget,
    module: &melior::ir::Module,
    kernel: &str,
    num_warps: u32,
    libdevice: Option<&str>,
) -> Result<MusaIr, String> {
    let t0 = Instant::now();
    let ctx = Context::create();
    let m = translate(module, &ctx)?;
    let layout = inkwell::targets::TargetData::create(DATA_LAYOUT);
    m.set_data_layout(&layout.get_data_layout());
    decorate_kernel(&ctx, &m, kernel, num_warps * target.warp_size())?;
    let tried = target.libdevice_candidates(libdevice);
    link_libdevice(&ctx, &m, kernel, &tried)?;
    describe_intrinsics(&ctx, &m);
    m.verify().map_err(|e| format!("internal compiler error: LLVM module does not verify: {e}"))?;
    let t1 = Instant::now();
    optimize_without_target(&m)?;
    m.verify().map_err(|e| format!("internal compiler error: LLVM module does not verify after O3: {e}"))?;
    let unresolved = m
        .get_functions()
        .filter(|f| f.count_basic_blocks() == 0 && is_libdevice_name(f.get_name().to_bytes()))
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .collect();
    let t2 = Instant::now();
    let llir_llvm19 = m.print_to_string().to_string();
    let llir = llvm14::downgrade(&llir_llvm19)?;
    let t3 = Instant::now();
    Ok(MusaIr {
        llir,
        llir_llvm19,
        unresolved_libdevice: unresolved,
        libdevice_tried: tried,
        timing: vec![
            ("llvm-translate".into(), (t1 - t0).as_secs_f64()),
            ("llvm-opt".into(), (t2 - t1).as_secs_f64()),
            ("llvm14-syntax".into(), (t3 - t2).as_secs_f64()),
        ],
    })
}

/// The error for a kernel whose math functions no libdevice defines.
fn missing_libdevice_error(unresolved: &[String], tried: &[PathBuf]) -> String {
    let list: Vec<String> = tried.iter().map(|p: &PathBuf| p.display().to_string()).collect();
    format!(
        "this kernel calls MUSA libdevice functions ({}), and no libdevice was found; looked in: {}; set MUSA_LIBDEVICE_PATH to the toolkit's libdevice bitcode",
        unresolved.join(", "),
        list.join(", ")
    )
}
