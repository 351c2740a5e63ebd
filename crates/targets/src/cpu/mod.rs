//! The host (CPU) target: loop nests compiled by LLVM at O3 for this machine's CPU (or the one
//! `TRITON_CPU_TARGET` names), linked into a shared object with the system C compiler.

use crate::backend::{Artifact, Backend, BinaryKind, EmitRequest, PrefetchPolicy, TargetError};
use crate::llvm::{parse_llir, target_machine, translate};
use crate::registry::BackendConfig;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{FileType, RelocMode};
use std::process::Command;
use std::time::Instant;
use tm_lowering::melior;
use tm_lowering::simt::SimtTargetInfo;
use tm_settings::Settings;

/// The machine kernels run on: this process's CPU, or the CPU level `cpu_target` names.
pub struct HostTarget {
    cpu: String,
    features: String,
    triple: String,
    /// The C compiler driver that links shared objects.
    cc: String,
}

impl HostTarget {
    pub fn detect(settings: &Settings) -> HostTarget {
        use inkwell::targets::{InitializationConfig, Target as LlvmTarget, TargetMachine};
        static INIT: std::sync::Once = std::sync::Once::new();
        INIT.call_once(|| {
            let _ = LlvmTarget::initialize_native(&InitializationConfig::default());
        });
        let triple = TargetMachine::get_default_triple().as_str().to_string_lossy().into_owned();
        let cc = settings.cc.clone();
        // A named CPU level (x86-64: SSE2 only) builds code known to run on older machines too.
        match &settings.cpu_target {
            Some(cpu) => HostTarget { cpu: cpu.clone(), features: String::new(), triple, cc },
            None => HostTarget {
                cpu: TargetMachine::get_host_cpu_name().to_string(),
                features: TargetMachine::get_host_cpu_features().to_string(),
                triple,
                cc,
            },
        }
    }
    pub fn arch(&self) -> String {
        self.cpu.clone()
    }
    pub fn triple(&self) -> String {
        self.triple.clone()
    }
    pub fn features(&self) -> &str {
        &self.features
    }
}

pub struct CpuBackend {
    host: HostTarget,
    settings: Settings,
}

pub fn backend(config: &BackendConfig) -> Result<Box<dyn Backend>, TargetError> {
    Ok(Box::new(CpuBackend { host: HostTarget::detect(config.settings), settings: config.settings.clone() }))
}

impl Backend for CpuBackend {
    fn name(&self) -> &'static str {
        "cpu"
    }
    fn arch(&self) -> String {
        self.host.arch()
    }
    fn warp_size(&self) -> u32 {
        1
    }
    fn binary_kind(&self) -> BinaryKind {
        BinaryKind::SharedObject
    }
    fn cache_key(&self) -> String {
        format!("cpu:{}:{}:{}", self.host.cpu, self.host.triple, self.host.features)
    }
    fn simt(&self, _num_warps: u32) -> Option<SimtTargetInfo> {
        None
    }
    /// The GPU targets' tile rewrite run on the host when asked (`TRITON_CPU_PIPELINE_DEPTH`),
    /// so CI's CPUs check what it computes.
    fn dot_prefetch_depth(&self, _num_stages: u32, _simt: Option<&SimtTargetInfo>) -> Option<PrefetchPolicy> {
        let depth = self.settings.cpu_pipeline_depth?;
        Some(Box::new(move |_| depth))
    }
    fn grid_limits(&self) -> [i64; 3] {
        [i32::MAX as i64; 3]
    }
    fn emit(&self, req: EmitRequest<'_, '_>) -> Result<Artifact, TargetError> {
        let b = compile_host(
            &self.host,
            req.module,
            self.settings.asm_dump,
            req.build_binary && req.llir_override.is_none(),
        )
        .map_err(TargetError::Internal)?;
        if self.settings.asm_dump && !b.asm.is_empty() {
            eprintln!("// -----// host assembly //----- //\n{}", b.asm);
        }
        let (llir, binary) = match req.llir_override {
            Some(text) => {
                let what = format!("{}.llir", req.kernel);
                let so = if req.build_binary {
                    Some(host_from_llir(&self.host, &text, &what).map_err(TargetError::Override)?)
                } else {
                    None
                };
                (text, so)
            }
            None => (b.llir, b.shared_object),
        };
        (req.on_llir)(&llir)?;
        Ok(Artifact { llir, binary, texts: vec![], timing: b.timing })
    }
    fn register_usage(&self, llir: &str, kernel: &str) -> Option<(i32, i32)> {
        host_register_usage(&self.host, llir, kernel).ok().flatten()
    }
}

pub struct HostBinary {
    /// None when only the IR was asked for.
    pub shared_object: Option<Vec<u8>>,
    /// LLVM IR after translation from MLIR, and after O3.
    pub llir_unoptimized: String,
    pub llir: String,
    pub asm: String,
    pub timing: Vec<(String, f64)>,
}

/// Let the loop vectoriser call glibc's vector math (libmvec) for exp, log, sin, ...
fn use_vector_math_library() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let args = [c"triton_musa".as_ptr(), c"-vector-library=LIBMVEC-X86".as_ptr()];
        unsafe { inkwell::llvm_sys::support::LLVMParseCommandLineOptions(2, args.as_ptr(), std::ptr::null()) };
    });
}

pub(crate) fn compile_host(
    target: &HostTarget,
    module: &melior::ir::Module,
    want_asm: bool,
    link: bool,
) -> Result<HostBinary, String> {
    let t0 = Instant::now();
    if target.triple().starts_with("x86_64") && cfg!(target_env = "gnu") {
        use_vector_math_library();
    }
    let ctx = Context::create();
    let m = translate(module, &ctx)?;
    let (tm, triple) = target_machine(&target.triple(), &target.arch(), target.features(), RelocMode::PIC)?;
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
    let shared_object = if link { Some(link_shared(&target.cc, obj.as_slice())?) } else { None };
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
fn link_shared(cc: &str, obj: &[u8]) -> Result<Vec<u8>, String> {
    let dir = tempfile::tempdir().map_err(|e| format!("cannot create a temporary directory: {e}"))?;
    let o = dir.path().join("kernel.o");
    let so = dir.path().join("kernel.so");
    std::fs::write(&o, obj).map_err(|e| e.to_string())?;
    let out = Command::new(cc)
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

/// The shared object for LLVM IR given as text (`TRITON_KERNEL_OVERRIDE` of the `llir` stage):
/// emitted as it is, without optimising it again.
pub(crate) fn host_from_llir(target: &HostTarget, llir: &str, what: &str) -> Result<Vec<u8>, String> {
    let ctx = Context::create();
    let m = parse_llir(&ctx, llir, what)?;
    let (tm, triple) = target_machine(&target.triple(), &target.arch(), target.features(), RelocMode::PIC)?;
    m.set_triple(&triple);
    m.set_data_layout(&tm.get_target_data().get_data_layout());
    let obj = tm.write_to_memory_buffer(&m, FileType::Object).map_err(|e| e.to_string())?;
    link_shared(&target.cc, obj.as_slice())
}

/// What a host kernel's machine code uses: (architectural registers it names, bytes its spill
/// stores write), read from the assembly of `llir`'s function `name` (x86-64 and AArch64; None
/// elsewhere). Upstream's `n_regs` / `n_spills` of a GPU kernel, for one program's thread.
pub(crate) fn host_register_usage(target: &HostTarget, llir: &str, name: &str) -> Result<Option<(i32, i32)>, String> {
    let x86 = target.triple().starts_with("x86_64");
    if !x86 && !target.triple().starts_with("aarch64") {
        return Ok(None);
    }
    let ctx = Context::create();
    let m = parse_llir(&ctx, llir, "the kernel's LLVM IR")?;
    let (tm, triple) = target_machine(&target.triple(), &target.arch(), target.features(), RelocMode::PIC)?;
    m.set_triple(&triple);
    m.set_data_layout(&tm.get_target_data().get_data_layout());
    let asm = tm.write_to_memory_buffer(&m, FileType::Assembly).map_err(|e| e.to_string())?;
    Ok(Some(count_registers(&String::from_utf8_lossy(asm.as_slice()), name, x86)))
}

/// (distinct registers, spilled bytes) of function `name` in assembly text.
fn count_registers(asm: &str, name: &str, x86: bool) -> (i32, i32) {
    use std::collections::BTreeSet;
    let label = format!("{name}:");
    let body = asm.lines().skip_while(|l| l.trim() != label).skip(1).take_while(|l| !l.starts_with(".Lfunc_end"));
    let x86_reg = regex::Regex::new(r"%([a-z]+[0-9]*[a-z]*)").unwrap();
    let arm_reg = regex::Regex::new(r"\b([xwvqdshbzp])([0-9]+)\b").unwrap();
    let spill = regex::Regex::new(r"([0-9]+)-byte (Folded )?Spill").unwrap();
    let mut regs = BTreeSet::new();
    let mut spilled = 0i32;
    for line in body {
        let (code, comment) = line.split_once(if x86 { '#' } else { '/' }).unwrap_or((line, ""));
        if let Some(c) = spill.captures(comment) {
            spilled += c[1].parse::<i32>().unwrap_or(0);
        }
        if x86 {
            regs.extend(x86_reg.captures_iter(code).filter_map(|c| x86_register(&c[1])));
        } else {
            // operands only: the mnemonic (`b.ne`, `fmla`) is not a register
            let operands = code.trim_start().split_once(char::is_whitespace).map_or("", |(_, o)| o);
            for c in arm_reg.captures_iter(operands) {
                let n: u32 = c[2].parse().unwrap_or(99);
                let reg = match &c[1] {
                    "x" | "w" if n <= 30 => format!("x{n}"),
                    "v" | "q" | "d" | "s" | "h" | "b" | "z" if n <= 31 => format!("v{n}"),
                    "p" if n <= 15 => format!("p{n}"),
                    _ => continue,
                };
                regs.insert(reg);
            }
        }
    }
    (regs.len() as i32, spilled)
}

/// The x86-64 register an AT&T operand names, one name for all its widths (`eax`, `ax`, `al`
/// are `rax`; `xmm3`, `ymm3` are `v3`); None for the stack and instruction pointers.
fn x86_register(r: &str) -> Option<String> {
    if let Some(n) = ["xmm", "ymm", "zmm"].iter().find_map(|p| r.strip_prefix(p)) {
        return Some(format!("v{n}"));
    }
    if let Some(n) = r.strip_prefix('k').filter(|n| n.len() == 1 && n.as_bytes()[0].is_ascii_digit()) {
        return Some(format!("k{n}"));
    }
    if let Some(rest) = r.strip_prefix('r').filter(|s| s.starts_with(|c: char| c.is_ascii_digit())) {
        return Some(format!("r{}", rest.trim_end_matches(['b', 'w', 'd'])));
    }
    let base = match r {
        "rax" | "eax" | "ax" | "al" | "ah" => "rax",
        "rbx" | "ebx" | "bx" | "bl" | "bh" => "rbx",
        "rcx" | "ecx" | "cx" | "cl" | "ch" => "rcx",
        "rdx" | "edx" | "dx" | "dl" | "dh" => "rdx",
        "rsi" | "esi" | "si" | "sil" => "rsi",
        "rdi" | "edi" | "di" | "dil" => "rdi",
        "rbp" | "ebp" | "bp" | "bpl" => "rbp",
        _ => return None,
    };
    Some(base.to_string())
}

#[cfg(test)]
mod tests {
    use super::count_registers;

    #[test]
    fn registers_are_counted_once_per_architectural_register() {
        let asm = "other:\n\tmovq %r9, %r10\n.Lfunc_end0:\nk:\n\tvmovups (%rdi,%rax,4), %ymm0\n\tvaddps %ymm0, %ymm1, %ymm1\n\
                   \tmovl %eax, %r8d\n\tvmovaps %xmm1, -40(%rsp) # 32-byte Spill\n\tmovq (%rip), %rax\n\
                   \tvmovaps -40(%rsp), %ymm2 # 32-byte Reload\n\tretq\n.Lfunc_end1:\n";
        // rdi, rax, r8, v0, v1, v2 (rsp and rip are not counted; eax is rax)
        assert_eq!(count_registers(asm, "k", true), (6, 32));
        let arm = "k:\n\tldr q0, [x1, #16]\n\tfmla v0.4s, v1.4s, v2.4s\n\tmov w8, #1\n\tstr q3, [sp, #32] // 16-byte Folded Spill\n\tb.ne .LBB0_2\n.Lfunc_end0:\n";
        assert_eq!(count_registers(arm, "k", false), (6, 16));
    }
}
