//! Host (CPU) code generation: an O3-optimised shared object for the host's CPU.

use crate::target::{HostTarget, Target};
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{FileType, RelocMode};
use std::process::Command;
use std::time::Instant;
use tm_mlir_passes::melior;

pub struct HostBinary {
    pub shared_object: Vec<u8>,
    /// LLVM IR after translation from MLIR, and after O3.
    pub llir_unoptimized: String,
    pub llir: String,
    pub asm: String,
    pub timing: Vec<(String, f64)>,
}

/// Translate an MLIR module in the LLVM dialect into an LLVM module owned by `ctx`.
pub fn translate<'ctx>(module: &melior::ir::Module, ctx: &'ctx Context) -> Result<Module<'ctx>, String> {
    let raw = unsafe { mlir_sys::mlirTranslateModuleToLLVMIR(module.as_operation().to_raw(), ctx.raw() as _) };
    if raw.is_null() {
        return Err("internal compiler error: MLIR to LLVM IR translation failed".into());
    }
    Ok(unsafe { Module::new(raw as _) })
}

/// Let the loop vectoriser call glibc's vector math (libmvec) for exp, log, sin, ...
fn use_vector_math_library() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let args = [c"triton_musa".as_ptr(), c"-vector-library=LIBMVEC-X86".as_ptr()];
        unsafe { inkwell::llvm_sys::support::LLVMParseCommandLineOptions(2, args.as_ptr(), std::ptr::null()) };
    });
}

pub fn compile_host(target: &HostTarget, module: &melior::ir::Module, want_asm: bool) -> Result<HostBinary, String> {
    let t0 = Instant::now();
    if target.triple().starts_with("x86_64") && cfg!(target_env = "gnu") {
        use_vector_math_library();
    }
    let ctx = Context::create();
    let m = translate(module, &ctx)?;
    let (tm, triple) =
        crate::target::target_machine(&target.triple(), &target.arch(), target.features(), RelocMode::PIC)?;
    m.set_triple(&triple);
    m.set_data_layout(&tm.get_target_data().get_data_layout());
    if target.triple().starts_with("x86_64") {
        link_soft_float(&ctx, &m, &tm)?;
    }
    let llir_unoptimized = m.print_to_string().to_string();
    m.verify().map_err(|e| format!("internal compiler error: LLVM module does not verify: {e}"))?;
    let t1 = Instant::now();
    let opts = PassBuilderOptions::create();
    opts.set_loop_vectorization(true);
    opts.set_loop_slp_vectorization(true);
    opts.set_loop_unrolling(true);
    m.run_passes("default<O3>", &tm, opts).map_err(|e| format!("LLVM optimisation failed: {e}"))?;
    let t2 = Instant::now();
    let llir = m.print_to_string().to_string();
    let asm = if want_asm {
        let b = tm.write_to_memory_buffer(&m, FileType::Assembly).map_err(|e| e.to_string())?;
        String::from_utf8_lossy(b.as_slice()).into_owned()
    } else {
        String::new()
    };
    let obj = tm.write_to_memory_buffer(&m, FileType::Object).map_err(|e| e.to_string())?;
    let t3 = Instant::now();
    let shared_object = link_shared(obj.as_slice())?;
    let t4 = Instant::now();
    Ok(HostBinary {
        shared_object,
        llir_unoptimized,
        llir,
        asm,
        timing: vec![
            ("llvm-translate".into(), (t1 - t0).as_secs_f64()),
            ("llvm-opt".into(), (t2 - t1).as_secs_f64()),
            ("llvm-emit".into(), (t3 - t2).as_secs_f64()),
            ("link".into(), (t4 - t3).as_secs_f64()),
        ],
    })
}

/// Add the half and bfloat conversions LLVM may call on CPUs without F16C or AVX-512 BF16.
fn link_soft_float<'ctx>(
    ctx: &'ctx Context,
    m: &Module<'ctx>,
    tm: &inkwell::targets::TargetMachine,
) -> Result<(), String> {
    const SOFT_FLOAT: &str = include_str!("softfloat_x86.ll");
    let buf = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(SOFT_FLOAT.as_bytes(), "softfloat");
    let helpers = ctx
        .create_module_from_ir(buf)
        .map_err(|e| format!("internal compiler error: the soft-float helpers do not parse: {e}"))?;
    helpers.set_triple(&m.get_triple());
    helpers.set_data_layout(&tm.get_target_data().get_data_layout());
    m.link_in_module(helpers).map_err(|e| format!("internal compiler error: linking the soft-float helpers: {e}"))
}

/// Link an object file into a shared object with the system C compiler driver.
fn link_shared(obj: &[u8]) -> Result<Vec<u8>, String> {
    let dir = tempfile::tempdir().map_err(|e| format!("cannot create a temporary directory: {e}"))?;
    let o = dir.path().join("kernel.o");
    let so = dir.path().join("kernel.so");
    std::fs::write(&o, obj).map_err(|e| e.to_string())?;
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let out = Command::new(&cc)
        .arg("-shared")
        .arg("-o")
        .arg(&so)
        .arg(&o)
        // an unresolved symbol is a link error naming it, never a failed call at run time
        .arg("-Wl,-z,defs")
        .args(if cfg!(all(target_arch = "x86_64", target_env = "gnu")) { &["-lmvec", "-lm"][..] } else { &["-lm"][..] })
        .output()
        .map_err(|e| format!("the host target links kernels with a C compiler driver ('{cc}'), which could not be run: {e}. Install gcc or clang, or set CC."))?;
    if !out.status.success() {
        return Err(format!("linking the kernel failed ({cc}): {}", String::from_utf8_lossy(&out.stderr)));
    }
    std::fs::read(&so).map_err(|e| e.to_string())
}

/// Parse LLVM IR text (an edited stage file) into a module owned by `ctx`.
pub fn parse_llir<'ctx>(ctx: &'ctx Context, text: &str, what: &str) -> Result<Module<'ctx>, String> {
    let buf = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), what);
    let m = ctx.create_module_from_ir(buf).map_err(|e| format!("{what} is not valid LLVM IR: {e}"))?;
    m.verify().map_err(|e| format!("{what} does not verify: {e}"))?;
    Ok(m)
}

/// The shared object for LLVM IR given as text (`TRITON_KERNEL_OVERRIDE` of the `llir` stage):
/// emitted as it is, without optimising it again.
pub fn host_from_llir(target: &HostTarget, llir: &str, what: &str) -> Result<Vec<u8>, String> {
    let ctx = Context::create();
    let m = parse_llir(&ctx, llir, what)?;
    let (tm, triple) =
        crate::target::target_machine(&target.triple(), &target.arch(), target.features(), RelocMode::PIC)?;
    m.set_triple(&triple);
    m.set_data_layout(&tm.get_target_data().get_data_layout());
    let obj = tm.write_to_memory_buffer(&m, FileType::Object).map_err(|e| e.to_string())?;
    link_shared(obj.as_slice())
}
