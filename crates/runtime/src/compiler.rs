//! From a kernel message to a loaded kernel: cache lookup, the compile pipeline, publish, load.

use crate::cache::{self, Cache};
use crate::gpu_driver::{GpuModule, LaunchVariant, Vendor};
use crate::host_driver::HostModule;
use crate::stage_files::StageFiles;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;
use tm_frontend::tile_ir::Scalar;
use tm_frontend::{CompileError, KernelSource};
use tm_mlir_passes::simt::SimtTargetInfo;
use tm_musa_codegen::{musa_toolkit, CudaTarget, HostTarget, MusaTarget, Target};

pub const COMPILER_VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), "+", env!("TM_COMPILER_FINGERPRINT"));

#[derive(Debug)]
pub enum Error {
    /// A language error in the kernel source.
    Compile(CompileError),
    /// Bad input that is not the kernel's source (a malformed message, an unknown option).
    Invalid(String),
    /// A failure inside the compiler or the driver.
    Internal(String),
    /// A host launch stopped early because its caller asked (Ctrl-C).
    Interrupted,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Compile(e) => write!(f, "{e}"),
            Error::Invalid(s) | Error::Internal(s) => write!(f, "{s}"),
            Error::Interrupted => write!(f, "the launch was interrupted"),
        }
    }
}

impl std::error::Error for Error {}

#[derive(Deserialize, Debug, Clone, Serialize)]
pub struct CompileOptions {
    #[serde(default = "default_warps")]
    pub num_warps: u32,
    #[serde(default = "default_stages")]
    pub num_stages: u32,
    #[serde(default)]
    pub num_ctas: Option<u32>,
    #[serde(default)]
    pub debug: bool,
    /// Register limit per thread (NVIDIA: `.maxnreg`); None: the code generator's choice.
    #[serde(default)]
    pub maxnreg: Option<u32>,
    /// Multiplies and adds may fuse into FMAs (upstream's `enable_fp_fusion`, on by default).
    #[serde(default = "default_fp_fusion")]
    pub enable_fp_fusion: bool,
    /// `tl.dot`'s `input_precision` where a call names none (upstream's `TRITON_F32_DEFAULT`,
    /// `knobs.language.fp32_default`); None: "tf32". Left out of the cache key when None.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_dot_input_precision: Option<String>,
}

fn default_fp_fusion() -> bool {
    true
}

fn default_warps() -> u32 {
    4
}
fn default_stages() -> u32 {
    3
}

#[derive(Deserialize)]
struct Message {
    #[serde(flatten)]
    source: KernelSource,
    #[serde(default = "default_options")]
    options: CompileOptions,
    #[serde(default = "default_target")]
    target: String,
    #[serde(default)]
    cache_dir: Option<String>,
    #[serde(default)]
    always_compile: bool,
    /// Compute capability for the cuda (e.g. 90) and musa (e.g. 31) targets.
    #[serde(default)]
    arch: Option<u32>,
    /// libdevice bitcode for the GPU target's math library (found by the Python driver).
    #[serde(default)]
    libdevice: Option<String>,
    /// False: build the binary and cache it, but load nothing (`triton.compile`, where the
    /// device may be absent); such a kernel cannot be launched.
    #[serde(default = "load_by_default")]
    load: bool,
}

fn load_by_default() -> bool {
    true
}

fn default_options() -> CompileOptions {
    CompileOptions {
        num_warps: 4,
        num_stages: 3,
        num_ctas: None,
        debug: false,
        maxnreg: None,
        enable_fp_fusion: true,
        default_dot_input_precision: None,
    }
}
fn default_target() -> String {
    "cpu".into()
}

/// How a runtime parameter's value is laid into its 8-byte launch slot.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub enum ParamKind {
    Pointer,
    Int { bits: u32, signed: bool },
    Float { bits: u32 },
    Bool,
}

#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Metadata {
    pub name: String,
    pub target: String,
    pub arch: String,
    pub warp_size: u32,
    pub num_warps: u32,
    pub num_stages: u32,
    pub shared: u32,
    pub params: Vec<(String, ParamKind)>,
    pub compiler_version: String,
    /// Debug builds: the checks the kernel makes (indexed by the record word's site).
    #[serde(default)]
    pub checks: Vec<CheckInfo>,
    /// Debug builds: the pointer parameters whose extents (bytes) follow the user's runtime
    /// arguments, then the address of the record word (`debug_checks::RECORD_PARAM`).
    #[serde(default)]
    pub extent_params: Vec<String>,
    /// Every parameter of the kernel in order, constexprs included (a compiled kernel launched
    /// directly, `kernel[grid](*args)`, takes them all and uses the runtime ones).
    #[serde(default)]
    pub all_params: Vec<String>,
}

/// A debug check as the launcher reports it.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct CheckInfo {
    /// "assert", "load" or "store".
    pub kind: String,
    pub file: String,
    pub line: u32,
    pub col: u32,
    pub message: String,
    pub param: Option<String>,
}

enum Module {
    Host(HostModule),
    Gpu(GpuModule),
    /// Built without loading (`load: false` in the message).
    Unloaded,
}

fn unloaded(name: &str) -> Error {
    Error::Invalid(format!(
        "kernel '{name}' was built without loading it (triton.compile); launch it with kernel[grid](...)"
    ))
}

pub struct Kernel {
    pub metadata: Metadata,
    pub asm: BTreeMap<String, String>,
    pub cache_hit: bool,
    pub cache_path: PathBuf,
    module: Module,
    /// Host kernels: registers and spilled bytes, read from the machine code when first asked.
    host_registers: std::sync::OnceLock<Option<(i32, i32)>>,
}

impl Kernel {
    /// Launch on `stream` (the driver's stream handle; 0 for the default stream, ignored on the host).
    pub fn launch_on(&self, grid: [u32; 3], args: &[u64], stream: u64) -> Result<(), Error> {
        self.launch_with(grid, args, stream, None)
    }

    /// As `launch_on`; a host launch asks `interrupted` now and then and stops early when it
    /// answers true (GPU launches only enqueue, so they never ask).
    pub fn launch_with(
        &self,
        grid: [u32; 3],
        args: &[u64],
        stream: u64,
        interrupted: Option<&dyn Fn() -> bool>,
    ) -> Result<(), Error> {
        if args.len() != self.metadata.params.len() {
            return Err(Error::Invalid(format!(
                "kernel '{}' takes {} runtime arguments, got {}",
                self.metadata.name,
                self.metadata.params.len(),
                args.len()
            )));
        }
        self.check_grid(&grid.map(i64::from))?;
        match &self.module {
            Module::Host(m) => m.launch(grid, args, interrupted).map_err(|_| Error::Interrupted)?,
            Module::Gpu(m) => m.launch(grid, args, stream).map_err(Error::Internal)?,
            Module::Unloaded => return Err(unloaded(&self.metadata.name)),
        }
        Ok(())
    }

    /// The most programs a grid may have along each axis on this kernel's target: program ids
    /// are 32-bit everywhere, and the GPU drivers allow 65535 along y and z.
    pub fn grid_limits(&self) -> [i64; 3] {
        let max = i32::MAX as i64;
        match self.metadata.target.as_str() {
            "cpu" => [max, max, max],
            _ => [max, 65535, 65535],
        }
    }

    /// A grid the target cannot run is an error naming the grid, never a wrapped program id.
    pub fn check_grid(&self, grid: &[i64; 3]) -> Result<(), Error> {
        let limits = self.grid_limits();
        for (axis, (&n, &limit)) in grid.iter().zip(&limits).enumerate() {
            if n < 0 || n > limit {
                return Err(Error::Invalid(format!(
                    "grid ({}, {}, {}) of kernel '{}': axis {axis} has {n} programs; the {} target allows 0 to {limit}",
                    grid[0], grid[1], grid[2], self.metadata.name, self.metadata.target
                )));
            }
        }
        Ok(())
    }

    /// (registers per thread, spilled bytes): of a GPU kernel as the driver reports them; of a
    /// host kernel, the architectural registers its machine code names and the bytes its spill
    /// stores write (a program is one thread; x86-64 and AArch64, else None).
    pub fn registers(&self) -> Option<(i32, i32)> {
        match &self.module {
            Module::Gpu(m) => Some((m.registers, m.spilled_bytes)),
            _ if self.metadata.target == "cpu" => *self.host_registers.get_or_init(|| {
                let llir = self.asm.get("llir")?;
                tm_musa_codegen::host::host_register_usage(&HostTarget::detect(), llir, &self.metadata.name)
                    .ok()
                    .flatten()
            }),
            Module::Host(_) | Module::Unloaded => None,
        }
    }

    pub fn launch(&self, grid: [u32; 3], args: &[u64]) -> Result<(), Error> {
        self.launch_on(grid, args, 0)
    }

    /// Diagnostic for GPU kernels: `n` launches from Rust through `variant`, ns per launch.
    pub fn launch_probe(
        &self,
        grid: [u32; 3],
        args: &[u64],
        stream: u64,
        n: u32,
        variant: LaunchVariant,
    ) -> Result<f64, Error> {
        match &self.module {
            Module::Host(_) => Err(Error::Invalid("launch_probe is for GPU kernels".into())),
            Module::Unloaded => Err(unloaded(&self.metadata.name)),
            Module::Gpu(m) => m.launch_probe(grid, args, stream, n, variant).map_err(Error::Internal),
        }
    }
}

fn param_kind(spec: &tm_frontend::source::ParamSpec) -> ParamKind {
    match spec.kind.as_str() {
        "ptr" => ParamKind::Pointer,
        "bool" => ParamKind::Bool,
        "float" => {
            ParamKind::Float { bits: spec.dtype.as_deref().and_then(Scalar::from_name).map(|s| s.bits()).unwrap_or(32) }
        }
        _ => {
            let s = spec.dtype.as_deref().and_then(Scalar::from_name).unwrap_or(Scalar::I32);
            ParamKind::Int { bits: s.bits(), signed: !s.is_unsigned() }
        }
    }
}

/// The host CPU's name as LLVM knows it (the `arch` of the cpu target).
pub fn backends() -> Vec<&'static str> {
    vec!["cpu", "cuda", "musa"]
}

const DEFAULT_MUSA_ARCH: u32 = 31;

fn musa_target(msg: &Message) -> Result<MusaTarget, Error> {
    MusaTarget::new(msg.arch.unwrap_or(DEFAULT_MUSA_ARCH)).map_err(Error::Invalid)
}

/// How deep a kernel message may nest. Python's own recursion limit keeps real kernels far
/// below it (one level per operator: a 7000-term sum compiles); the bound keeps a crafted
/// message from overflowing the compile pool's 64 MiB stacks, which kills the process.
const MAX_MESSAGE_DEPTH: usize = 10_000;

/// The deepest nesting of objects and arrays in JSON text (strings skipped).
fn json_depth(text: &str) -> usize {
    let (mut depth, mut deepest, mut in_string, mut escaped) = (0usize, 0usize, false, false);
    for b in text.bytes() {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    deepest
}

/// Parse a kernel message. Expressions nest as deep as users write them (generated kernels
/// have sums of hundreds of terms), so serde's nesting limit of 128 is lifted for a bound of
/// our own; compiles run on the compile pool's large stacks, which the recursion over the AST
/// needs.
fn parse_message<T: serde::de::DeserializeOwned>(message: &str) -> Result<T, Error> {
    let depth = json_depth(message);
    if depth > MAX_MESSAGE_DEPTH {
        return Err(Error::Invalid(format!(
            "malformed kernel message: it nests {depth} levels deep; at most {MAX_MESSAGE_DEPTH} are allowed"
        )));
    }
    let mut de = serde_json::Deserializer::from_str(message);
    de.disable_recursion_limit();
    let v = T::deserialize(&mut de).and_then(|v| de.end().map(|_| v));
    v.map_err(|e| Error::Invalid(format!("malformed kernel message: {e}")))
}

/// Compile without loading (no driver needed): the stages' text, for cross-target checks in CI.
pub fn compile_only(message: &str) -> Result<BTreeMap<String, String>, Error> {
    crate::pools::compile_pool().install(|| compile_only_here(message))
}

fn compile_only_here(message: &str) -> Result<BTreeMap<String, String>, Error> {
    let mut v: serde_json::Value = parse_message(message)?;
    v["always_compile"] = serde_json::json!(true);
    let msg: Message =
        serde_json::from_value(v).map_err(|e| Error::Invalid(format!("malformed kernel message: {e}")))?;
    let (func, info, _) = tile_program_for(&msg)?;
    let mut out = BTreeMap::new();
    out.insert("ttir".to_string(), func.to_text());
    let cuda = (msg.target == "cuda").then(|| CudaTarget::new(msg.arch.unwrap_or(80)));
    let musa = if msg.target == "musa" { Some(musa_target(&msg)?) } else { None };
    let (mlir, shared) = lowering_for(&msg, &func, info).lower_full().map_err(Error::Internal)?;
    let ctx = tm_mlir_passes::pipeline::new_context();
    let lowered = tm_mlir_passes::pipeline::run_pipeline(&ctx, &mlir, tm_mlir_passes::pipeline::host_pipeline())
        .map_err(Error::Internal)?;
    out.insert("mlir".to_string(), mlir);
    if let Some(t) = cuda {
        let b = tm_musa_codegen::compile_cuda(
            &t,
            &lowered.module,
            &func.name,
            msg.options.num_warps * t.warp_size(),
            msg.options.maxnreg,
            msg.libdevice.as_deref(),
        )
        .map_err(Error::Internal)?;
        dump_llir(&b.llir);
        out.insert("llir".to_string(), b.llir);
        out.insert("ptx".to_string(), b.ptx);
        out.insert("shared".to_string(), shared.to_string());
    }
    if let Some(t) = musa {
        let ir = tm_musa_codegen::compile_musa_ir(
            &t,
            &lowered.module,
            &func.name,
            msg.options.num_warps,
            msg.libdevice.as_deref(),
        )
        .map_err(Error::Internal)?;
        dump_llir(&ir.llir);
        out.insert("llir".to_string(), ir.llir);
        out.insert("llir_llvm19".to_string(), ir.llir_llvm19);
        out.insert("shared".to_string(), shared.to_string());
    }
    Ok(out)
}

pub fn host_cpu() -> String {
    HostTarget::detect().arch()
}

fn env_on(name: &str) -> bool {
    matches!(std::env::var(name).as_deref(), Ok("1") | Ok("true") | Ok("on") | Ok("ON") | Ok("True"))
}

/// A dump switch on for every kernel (`1`, `true`, `on`) or naming this kernel
/// (`MLIR_ENABLE_DUMP=matmul_kernel`, or several names separated by commas), as upstream reads it.
fn dump_requested(var: &str, kernel: &str) -> bool {
    env_on(var) || std::env::var(var).is_ok_and(|v| v.split(',').any(|n| n.trim() == kernel))
}

/// Compile (or find in the cache) the kernel a message describes, and load it.
pub fn compile(message: &str) -> Result<Kernel, Error> {
    crate::pools::compile_pool().install(|| compile_here(message))
}

fn compile_here(message: &str) -> Result<Kernel, Error> {
    let msg: Message = parse_message(message)?;
    let target: Box<dyn Target> = match msg.target.as_str() {
        "cpu" => Box::new(HostTarget::detect()),
        "cuda" => Box::new(CudaTarget::new(msg.arch.unwrap_or(80))),
        "musa" => Box::new(musa_target(&msg)?),
        other => {
            return Err(Error::Invalid(format!(
                "the '{other}' backend is not available in this build of triton_musa (available: {})",
                backends().join(", ")
            )))
        }
    };
    if !msg.options.num_warps.is_power_of_two() {
        return Err(Error::Invalid(format!("num_warps must be a power of 2, got {}", msg.options.num_warps)));
    }
    if msg.options.num_warps * target.warp_size() > 1024 {
        return Err(Error::Invalid(format!(
            "num_warps={} gives {} threads per block on {} (warps of {}); at most 1024 are allowed",
            msg.options.num_warps,
            msg.options.num_warps * target.warp_size(),
            target.arch(),
            target.warp_size()
        )));
    }
    // The toolkit and the switches that change the mubin are part of the key.
    let toolkit_key = if target.backend() == "musa" {
        let version = musa_toolkit::locate().map(|t| t.version).unwrap_or_default();
        format!("{version}|opt={}|{}", musa_llc_opt(), std::env::var("TRITON_MUSA_LLC_OPTIONS").unwrap_or_default())
    } else {
        String::new()
    };
    let engines_key = format!(
        "wmma-off={} sqmma-off={} mp22-wmma-off={} k128-sqmma={} async-copy-off={} iv-rewrite-off={} host-pipeline={:?}",
        env_on("DISABLE_WMMA"),
        env_on("DISABLE_SQMMA"),
        env_on("TRITON_MUSA_DISABLE_MP22_WMMA"),
        env_on("TRITON_MUSA_ENABLE_K128_SQMMA"),
        env_on("DISABLE_ASYNC_COPY"),
        env_on("TRITON_DISABLE_IV_REWRITE"),
        host_pipeline_depth()
    );
    let root = msg.cache_dir.clone().map(PathBuf::from).unwrap_or_else(cache::default_dir);
    let cache = Cache::new(root);
    let source_key = serde_json::to_string(&(
        &msg.source.kernel,
        sorted_functions(&msg.source),
        msg.source
            .signature
            .iter()
            .map(|p| (&p.name, &p.kind, &p.dtype, p.align16, p.div16, p.one, &p.value, &p.value_type))
            .collect::<Vec<_>>(),
    ))
    .unwrap();
    let options_key = serde_json::to_string(&msg.options).unwrap();
    let dump_hash = cache::hash_key(&[target.cache_key().as_bytes(), source_key.as_bytes(), options_key.as_bytes()]);
    let stages = StageFiles::from_env(&dump_hash).map_err(Error::Invalid)?;
    let key = cache::hash_key(&[
        &stages.cache_salt(),
        COMPILER_VERSION.as_bytes(),
        target.cache_key().as_bytes(),
        source_key.as_bytes(),
        options_key.as_bytes(),
        toolkit_key.as_bytes(),
        engines_key.as_bytes(),
    ]);
    // A replaced IR is not what the key describes: never cache it.
    let always =
        msg.always_compile || env_on("TRITON_ALWAYS_COMPILE") || env_on("MUSA_REPLACE_IR") || stages.forces_compile();
    if !always {
        if let Some(k) = load_cached(&cache, &key, verbose_cache() || msg.options.debug, msg.load) {
            return Ok(k);
        }
    }
    compile_fresh(&msg, target.as_ref(), &cache, &key, &stages)
}

/// The text of a caught panic.
pub fn panic_message(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "unknown panic".into())
}

/// Compile several kernels at once on a thread pool (autotuning configs): one result per
/// message, in order; a panic in one compile is that kernel's error, not the batch's.
pub fn compile_many(messages: &[String]) -> Vec<Result<Kernel, Error>> {
    use rayon::prelude::*;
    crate::pools::compile_pool().install(|| {
        messages
            .par_iter()
            .map(|m| {
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| compile(m))).unwrap_or_else(|p| {
                    Err(Error::Internal(format!("internal error in compile: {}", panic_message(&*p))))
                })
            })
            .collect()
    })
}

fn sorted_functions(src: &KernelSource) -> Vec<(&String, &serde_json::Value, BTreeMap<&String, &serde_json::Value>)> {
    let mut v: Vec<_> =
        src.functions.iter().map(|(k, f)| (k, &f.ast, f.globals.iter().collect::<BTreeMap<_, _>>())).collect();
    v.sort_by(|a, b| a.0.cmp(b.0));
    v
}

/// The binary file each target's driver loads.
fn binary_file(target: &str) -> &'static str {
    match target {
        "cuda" => "kernel.ptx",
        "musa" => "kernel.mubin",
        _ => "kernel.so",
    }
}

/// Load an entry's binary from its verified bytes.
fn load_module(meta: &Metadata, image: &[u8]) -> Result<Module, String> {
    match meta.target.as_str() {
        "cuda" | "musa" => {
            let vendor = if meta.target == "cuda" { Vendor::Cuda } else { Vendor::Musa };
            Ok(Module::Gpu(GpuModule::load(vendor, image, &meta.name, meta.shared, meta.num_warps * meta.warp_size)?))
        }
        _ => Ok(Module::Host(HostModule::load_image(image, &meta.name)?)),
    }
}

const STAGES: &[(&str, &str)] =
    &[("ttir", "kernel.ttir"), ("mlir", "kernel.mlir"), ("llmlir", "kernel.llvm.mlir"), ("llir", "kernel.ll")];

/// A cache entry whose files all match its manifest, loaded; None (after a note when asked
/// for) for anything else, so the caller compiles afresh and replaces it.
fn load_cached(cache: &Cache, key: &str, verbose: bool, load: bool) -> Option<Kernel> {
    let note = |why: &str| {
        if verbose {
            eprintln!("triton_musa: cache entry {} not used ({why}); recompiling", cache.entry_dir(key).display());
        }
    };
    if !cache.entry_dir(key).is_dir() {
        return None;
    }
    let files = match cache.read_verified(key) {
        Ok(f) => f,
        Err(why) => {
            note(&why);
            return None;
        }
    };
    let meta: Metadata = match files.get("metadata.json").map(|m| serde_json::from_slice(m)) {
        Some(Ok(m)) => m,
        _ => {
            note("no readable metadata.json");
            return None;
        }
    };
    let Some(image) = files.get(binary_file(&meta.target)) else {
        note("no binary");
        return None;
    };
    let dir = cache.entry_dir(key);
    let module = match if load { load_module(&meta, image) } else { Ok(Module::Unloaded) } {
        Ok(m) => m,
        Err(e) => {
            note(&e);
            return None;
        }
    };
    let mut asm = BTreeMap::new();
    for (stage, file) in STAGES {
        if let Some(t) = files.get(*file) {
            asm.insert(stage.to_string(), String::from_utf8_lossy(t).into_owned());
        }
    }
    // cuda's binary is the PTX text, in `asm` as a fresh compile has it
    if meta.target == "cuda" {
        asm.insert("ptx".into(), String::from_utf8_lossy(image).into_owned());
    }
    Some(Kernel { metadata: meta, asm, cache_hit: true, cache_path: dir, module, host_registers: Default::default() })
}

/// Where kernels go when the cache directory cannot be written: a directory private to this
/// process, removed when it exits. Made (and announced) once.
fn fallback_cache(unwritable: &std::path::Path, why: &std::io::Error) -> Result<Cache, Error> {
    static DIR: crate::pools::ProcessDir = crate::pools::ProcessDir::new("triton_musa-cache-");
    static ANNOUNCED: std::sync::Once = std::sync::Once::new();
    match DIR.get() {
        Ok(dir) => {
            ANNOUNCED.call_once(|| {
                eprintln!(
                    "triton_musa: warning: the kernel cache {} cannot be written ({why}); kernels are cached in {} for this process",
                    unwritable.display(),
                    dir.display()
                )
            });
            Ok(Cache::new(dir.to_path_buf()))
        }
        Err(e) => Err(Error::Internal(format!(
            "cannot write the kernel cache {} ({why}); no private one either: {e}",
            unwritable.display()
        ))),
    }
}

fn verbose_cache() -> bool {
    env_on("TRITON_PRINT_AUTOTUNING") || env_on("TRITON_DEBUG")
}

/// The kernel's tile program, with the tile-level rewrites applied: on GPUs with
/// `num_stages` >= 2, the dot operands of loops are loaded ahead of the iteration that uses them.
fn tile_program(msg: &Message, simt: Option<&SimtTargetInfo>) -> Result<tm_frontend::tile_ir::Function, Error> {
    let lower_opts = tm_frontend::lower::LowerOptions {
        debug: msg.options.debug,
        default_dot_input_precision: msg.options.default_dot_input_precision.clone(),
    };
    let mut func = tm_frontend::lower::lower_kernel_opts(&msg.source, &lower_opts).map_err(Error::Compile)?;
    tm_mlir_passes::analysis::remove_unused_values(&mut func);
    tm_mlir_passes::combine::fuse_dot_accumulate(&mut func);
    if !env_on("TRITON_DISABLE_IV_REWRITE") {
        tm_mlir_passes::induction::derive_carried_from_iv(&mut func);
        tm_mlir_passes::transpose::sink_transposed_loads(&mut func);
        // the tiles it rebuilt transposed are no longer read
        tm_mlir_passes::analysis::remove_unused_values(&mut func);
    }
    if let (Some(info), true) = (simt, msg.options.num_stages >= 2) {
        // Warp-group dots fed by async copies keep tiles in flight in shared memory (see
        // mma::AsyncRing): `num_stages - 1` for a loop of one dot (its copies follow its MMA),
        // `num_stages - 2` for more. Without async copies the prefetch sits in registers, where
        // more than one tile measured slower on the H200 (register pressure; docs/perf.md).
        let stages = msg.options.num_stages as usize;
        let ring = info.async_copy.is_some() && info.wgmma.is_some();
        let depth_for = move |dots: usize| match (ring, dots) {
            (true, 1) => stages - 1,
            (true, _) => stages.saturating_sub(2).max(1),
            (false, _) => 1,
        };
        tm_mlir_passes::combine::pipeline_dot_loads_by(&mut func, &depth_for);
    } else if let (None, Some(depth)) = (simt, host_pipeline_depth()) {
        // the GPU's tile rewrite run on the host, so CI's CPUs check what it computes
        tm_mlir_passes::combine::pipeline_dot_loads(&mut func, depth);
    }
    Ok(func)
}

/// `TRITON_CPU_PIPELINE_DEPTH=<n>`: a test switch that applies the GPU targets' pipelining of
/// dot operand loads, `n` tiles ahead, on the host.
fn host_pipeline_depth() -> Option<usize> {
    std::env::var("TRITON_CPU_PIPELINE_DEPTH").ok()?.parse().ok().filter(|d| *d > 0)
}

/// Debug builds check every access and assertion (last, so it sees the loads where they end up).
fn debug_program(msg: &Message, func: &mut tm_frontend::tile_ir::Function) -> Vec<String> {
    if msg.options.debug {
        tm_mlir_passes::debug_checks::insert_debug_checks(func)
    } else {
        vec![]
    }
}

fn check_infos(func: &tm_frontend::tile_ir::Function) -> Vec<CheckInfo> {
    use tm_frontend::tile_ir::CheckKind;
    func.checks
        .iter()
        .map(|c| CheckInfo {
            kind: match c.kind {
                CheckKind::Assert => "assert".into(),
                CheckKind::Bounds { access } => access.into(),
            },
            file: func.files.get(c.loc.file as usize).cloned().unwrap_or_default(),
            line: c.loc.line,
            col: c.loc.col,
            message: c.message.clone(),
            param: c.param.clone(),
        })
        .collect()
}

/// The SIMT target facts for GPU targets (None for the host), with the A/B switches applied.
fn simt_info(msg: &Message) -> Result<Option<SimtTargetInfo>, Error> {
    let mut info = match msg.target.as_str() {
        "cuda" => CudaTarget::new(msg.arch.unwrap_or(80)).simt_info(msg.options.num_warps),
        "musa" => musa_target(msg)?.simt_info(msg.options.num_warps),
        _ => return Ok(None),
    };
    // DISABLE_WMMA=1: the warp-level matrix engine off, for A/B checks against FMA.
    if env_on("DISABLE_WMMA") {
        info.mma = None;
    }
    // DISABLE_SQMMA=1: the warp-group engine off (the warp-level one stays).
    if env_on("DISABLE_SQMMA") {
        info.wgmma = None;
    }
    if let Some(m) = info.musa.as_mut() {
        m.wmma = m.wmma.filter(|_| !env_on("DISABLE_WMMA"));
        // mp_22's WMMA operand layout comes from MUTLASS alone (docs/musa.md): its own switch
        if env_on("TRITON_MUSA_DISABLE_MP22_WMMA") {
            m.wmma = m.wmma.filter(|a| *a != tm_mlir_passes::musa_mma::WmmaArch::Qy2);
        }
        m.sqmma &= !env_on("DISABLE_SQMMA");
        m.k128_sqmma = env_on("TRITON_MUSA_ENABLE_K128_SQMMA");
        m.async_copy &= !env_on("DISABLE_ASYNC_COPY");
    }
    // DISABLE_ASYNC_COPY=1: operand prefetches through registers instead of async copies.
    if env_on("DISABLE_ASYNC_COPY") {
        info.async_copy = None;
    }
    Ok(Some(info))
}

/// The tile program and its lowering for the message's target: SIMT for GPUs, loop nests for
/// the host.
fn tile_program_for(
    msg: &Message,
) -> Result<(tm_frontend::tile_ir::Function, Option<SimtTargetInfo>, Vec<String>), Error> {
    let info = simt_info(msg)?;
    let mut func = tile_program(msg, info.as_ref())?;
    let extents = debug_program(msg, &mut func);
    Ok((func, info, extents))
}

fn lowering_for<'f>(
    msg: &Message,
    func: &'f tm_frontend::tile_ir::Function,
    info: Option<SimtTargetInfo>,
) -> tm_mlir_passes::host::HostLowering<'f> {
    use tm_mlir_passes::host::HostLowering;
    let l = match info {
        Some(info) => HostLowering::new_simt(func, info),
        None => HostLowering::new(func),
    };
    l.with_fp_fusion(msg.options.enable_fp_fusion)
}

/// `MUSA_ENABLE_LLC_OPT=1` (or `TRITON_MUSA_ENABLE_LLC_OPT`): the optimising llc flags.
fn musa_llc_opt() -> bool {
    env_on("MUSA_ENABLE_LLC_OPT") || env_on("TRITON_MUSA_ENABLE_LLC_OPT")
}

fn dump_llir(llir: &str) {
    if env_on("LLVM_IR_ENABLE_DUMP") || env_on("MUSA_ENABLE_DUMP_LLVM") {
        eprintln!("// -----// LLVM IR //----- //\n{llir}");
    }
}

/// The musa back half: the IR (printed, or replaced, first), then the toolkit's mubin.
fn musa_binary(
    msg: &Message,
    module: &tm_mlir_passes::melior::ir::Module,
    name: &str,
    shared: u32,
    edited_llir: Option<String>,
) -> Result<(Vec<u8>, String, Vec<(String, f64)>), Error> {
    let t = musa_target(msg)?;
    let ir = tm_musa_codegen::compile_musa_ir(&t, module, name, msg.options.num_warps, msg.libdevice.as_deref())
        .map_err(Error::Internal)?;
    let mut llir = ir.llir;
    let mut replaced = false;
    if let Some(text) = edited_llir {
        llir = text;
        replaced = true;
    } else if env_on("MUSA_REPLACE_IR") {
        let path = musa_toolkit::musa_home().join("mtgpu/bitcode/replace.llir");
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
    dump_llir(&llir);
    if shared > t.shared_memory_limit() {
        return Err(Error::Invalid(format!(
            "OutOfResources: kernel '{name}' needs {shared} bytes of shared memory, {} allows {}; use smaller blocks",
            t.mcpu(),
            t.shared_memory_limit()
        )));
    }
    if !replaced && !ir.unresolved_libdevice.is_empty() {
        return Err(Error::Invalid(tm_musa_codegen::musa::missing_libdevice_error(
            &ir.unresolved_libdevice,
            &ir.libdevice_tried,
        )));
    }
    let toolkit = musa_toolkit::locate().map_err(Error::Invalid)?;
    let t0 = Instant::now();
    let mcpu = t.mcpu();
    let req = musa_toolkit::MubinRequest {
        llir: &llir,
        mcpu: &mcpu,
        enable_opt: musa_llc_opt(),
        extra_llc: std::env::var("TRITON_MUSA_LLC_OPTIONS")
            .unwrap_or_default()
            .split_whitespace()
            .map(String::from)
            .collect(),
        want_asm: env_on("MUSA_ASM_ENABLE_DUMP"),
    };
    let mubin = toolkit.build_mubin(&req).map_err(Error::Internal)?;
    if req.want_asm {
        match &mubin.asm {
            Some(asm) => eprintln!("// -----// MTGPU assembly //----- //\n{asm}"),
            None => eprintln!(
                "// -----// MTGPU assembly //----- //\n\t.globl\t{name}\n(the toolkit's default llc prints no assembly; set MTCC_ENABLE_ASM_BIN_PATH to an llc that does)"
            ),
        }
    }
    if let Some(dir) = std::env::var_os("MUBIN_SAVE_PATH") {
        let dest = std::path::Path::new(&dir).join("test.out");
        std::fs::create_dir_all(&dir)
            .and_then(|_| std::fs::write(&dest, &mubin.bytes))
            .map_err(|e| Error::Invalid(format!("MUBIN_SAVE_PATH: cannot write {}: {e}", dest.display())))?;
    }
    let mut timing = ir.timing;
    timing.push(("toolkit".into(), t0.elapsed().as_secs_f64()));
    Ok((mubin.bytes, llir, timing))
}

fn compile_fresh(
    msg: &Message,
    target: &dyn Target,
    cache: &Cache,
    key: &str,
    stages: &StageFiles,
) -> Result<Kernel, Error> {
    let timing_on = env_on("MLIR_ENABLE_TIMING") || env_on("LLVM_ENABLE_TIMING");
    let t0 = Instant::now();
    let (func, info, extent_params) = tile_program_for(msg)?;
    let name = func.name.clone();
    stages.check_overrides(&name).map_err(Error::Invalid)?;
    let ttir = func.to_text();
    stages.dump(&name, "ttir", ttir.as_bytes()).map_err(Error::Invalid)?;
    let t1 = Instant::now();
    let (mut mlir_text, shared) = lowering_for(msg, &func, info).lower_full().map_err(|e| {
        if e.starts_with("internal") {
            Error::Internal(e)
        } else {
            Error::Compile(CompileError { file: func.files[0].clone(), line: 0, col: 0, message: e })
        }
    })?;
    let mlir_edited = match stages.take(&name, "mlir").map_err(Error::Invalid)? {
        Some(text) => {
            mlir_text = text;
            true
        }
        None => false,
    };
    stages.dump(&name, "mlir", mlir_text.as_bytes()).map_err(Error::Invalid)?;
    let t2 = Instant::now();
    let dump_mlir = dump_requested("MLIR_ENABLE_DUMP", &func.name);
    if dump_mlir {
        eprintln!("// -----// Tile IR ({}) //----- //\n{ttir}", func.name);
        eprintln!("// -----// MLIR (host lowering) //----- //\n{mlir_text}");
    }
    let ctx = tm_mlir_passes::pipeline::new_context();
    let lowered = tm_mlir_passes::pipeline::run_pipeline(&ctx, &mlir_text, tm_mlir_passes::pipeline::host_pipeline())
        .map_err(|e| {
        if mlir_edited {
            Error::Invalid(format!("TRITON_KERNEL_OVERRIDE: {name}.mlir does not compile: {e}"))
        } else {
            Error::Internal(e)
        }
    })?;
    if dump_mlir {
        eprintln!("// -----// MLIR (LLVM dialect) //----- //\n{}", lowered.llvm_dialect_text);
    }
    stages.dump(&name, "llvm.mlir", lowered.llvm_dialect_text.as_bytes()).map_err(Error::Invalid)?;
    let threads = msg.options.num_warps * target.warp_size();
    let edited_llir = stages.take(&name, "llir").map_err(Error::Invalid)?;
    let overridden = |e: String| Error::Invalid(format!("TRITON_KERNEL_OVERRIDE: {e}"));
    let (binary_name, mut binary, llir, codegen_timing): (&str, Vec<u8>, String, Vec<(String, f64)>) =
        match target.backend() {
            "cuda" => {
                let t = CudaTarget::new(msg.arch.unwrap_or(80));
                let b = tm_musa_codegen::compile_cuda(
                    &t,
                    &lowered.module,
                    &func.name,
                    threads,
                    msg.options.maxnreg,
                    msg.libdevice.as_deref(),
                )
                .map_err(Error::Internal)?;
                match edited_llir {
                    Some(text) => {
                        let ptx = tm_musa_codegen::cuda::ptx_from_llir(&t, &text, &format!("{name}.llir"))
                            .map_err(overridden)?;
                        ("kernel.ptx", ptx.into_bytes(), text, b.timing)
                    }
                    None => ("kernel.ptx", b.ptx.into_bytes(), b.llir, b.timing),
                }
            }
            "musa" => {
                let (bytes, llir, timing) = musa_binary(msg, &lowered.module, &func.name, shared as u32, edited_llir)?;
                ("kernel.mubin", bytes, llir, timing)
            }
            _ => {
                let host = HostTarget::detect();
                let b = tm_musa_codegen::compile_host(&host, &lowered.module, env_on("MUSA_ASM_ENABLE_DUMP"))
                    .map_err(Error::Internal)?;
                match edited_llir {
                    Some(text) => {
                        let so = tm_musa_codegen::host::host_from_llir(&host, &text, &format!("{name}.llir"))
                            .map_err(overridden)?;
                        ("kernel.so", so, text, b.timing)
                    }
                    None => ("kernel.so", b.shared_object, b.llir, b.timing),
                }
            }
        };
    stages.dump(&name, "llir", llir.as_bytes()).map_err(Error::Invalid)?;
    if binary_name == "kernel.ptx" {
        if let Some(text) = stages.take(&name, "ptx").map_err(Error::Invalid)? {
            binary = text.into_bytes();
        }
    }
    let binary_ext = match binary_name {
        "kernel.ptx" => "ptx",
        "kernel.mubin" => "mubin",
        _ => "so",
    };
    stages.dump(&name, binary_ext, &binary).map_err(Error::Invalid)?;
    if target.backend() != "musa" {
        dump_llir(&llir);
    }
    let t3 = Instant::now();
    if timing_on {
        eprintln!("triton_musa compile timing for {}:", func.name);
        eprintln!("  frontend       {:8.3} ms", (t1 - t0).as_secs_f64() * 1e3);
        eprintln!("  tile lowering  {:8.3} ms", (t2 - t1).as_secs_f64() * 1e3);
        for (n, s) in lowered.timing.iter().chain(&codegen_timing) {
            eprintln!("  {n:<14} {:8.3} ms", s * 1e3);
        }
        eprintln!("  total          {:8.3} ms", (t3 - t0).as_secs_f64() * 1e3);
    }
    let mut params: Vec<(String, ParamKind)> =
        msg.source.signature.iter().filter(|p| p.is_runtime()).map(|p| (p.name.clone(), param_kind(p))).collect();
    // parameters the compiler added after the user's (debug builds: extents, the record)
    for p in &func.params[params.len()..] {
        let kind = if p.ty.dtype.is_ptr() { ParamKind::Pointer } else { ParamKind::Int { bits: 64, signed: true } };
        params.push((p.name.clone(), kind));
    }
    let meta = Metadata {
        name: func.name.clone(),
        target: target.backend().into(),
        arch: target.arch(),
        warp_size: target.warp_size(),
        num_warps: msg.options.num_warps,
        num_stages: msg.options.num_stages,
        shared: shared as u32,
        params,
        compiler_version: COMPILER_VERSION.into(),
        checks: check_infos(&func),
        extent_params,
        all_params: msg.source.signature.iter().map(|p| p.name.clone()).collect(),
    };
    let meta_json = serde_json::to_vec_pretty(&meta).unwrap();
    stages.dump(&name, "json", &meta_json).map_err(Error::Invalid)?;
    let texts = [ttir, mlir_text, lowered.llvm_dialect_text, llir];
    let mut files: Vec<(&str, &[u8])> = vec![(binary_name, &binary), ("metadata.json", &meta_json)];
    for ((_, file), text) in STAGES.iter().zip(&texts) {
        files.push((file, text.as_bytes()));
    }
    let dir = match cache.publish(key, &files) {
        Ok(d) => d,
        Err(e) => fallback_cache(cache.root(), &e)?
            .publish(key, &files)
            .map_err(|e| Error::Internal(format!("cannot write the kernel cache: {e}")))?,
    };
    let module = if !msg.load {
        Module::Unloaded
    } else {
        load_module(&meta, &binary).map_err(|e| {
            if e.starts_with("OutOfResources") {
                Error::Invalid(e)
            } else {
                Error::Internal(e)
            }
        })?
    };
    let mut asm = BTreeMap::new();
    for ((stage, _), text) in STAGES.iter().zip(texts) {
        asm.insert(stage.to_string(), text);
    }
    if binary_name == "kernel.ptx" {
        asm.insert("ptx".into(), String::from_utf8_lossy(&binary).into_owned());
    }
    Ok(Kernel { metadata: meta, asm, cache_hit: false, cache_path: dir, module, host_registers: Default::default() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_depth_skips_strings() {
        assert_eq!(json_depth(r#"{"a": [1, {"b": "[[[{"}], "c": "\\"}"#), 3);
        assert_eq!(json_depth("[[[]]]"), 3);
        assert_eq!(json_depth("1"), 0);
    }

    #[test]
    fn a_message_nested_too_deep_is_refused_before_parsing() {
        let deep = format!("{}{}", "[".repeat(MAX_MESSAGE_DEPTH + 1), "]".repeat(MAX_MESSAGE_DEPTH + 1));
        let err = parse_message::<serde_json::Value>(&deep).unwrap_err().to_string();
        assert!(err.contains("nests 10001 levels deep"), "{err}");
        let ok = format!("{}{}", "[".repeat(100), "]".repeat(100));
        assert!(parse_message::<serde_json::Value>(&ok).is_ok());
    }
}
