//! From a kernel message to a loaded kernel: cache lookup, the compile pipeline, publish, load.

pub use crate::error::Error;
use crate::pipeline::Compilation;
use crate::stage_files::StageFiles;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;
use tm_frontend::tile_ir::Scalar;
use tm_frontend::KernelSource;
use tm_loader::cache::{self, Cache};
use tm_loader::kernel::{binary_file, CACHE_FILES};
pub use tm_loader::kernel::{CheckInfo, Kernel, Metadata, ParamKind, COMPILER_VERSION};
use tm_loader::requests::{parse_message, Request};
use tm_loader::{load_cached, pools};
use tm_settings::Settings;
use tm_targets::{Backend, BackendConfig};

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
pub struct Message {
    #[serde(flatten)]
    pub source: KernelSource,
    #[serde(default = "default_options")]
    pub options: CompileOptions,
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
    pub libdevice: Option<String>,
    /// False: build the binary and cache it, but load nothing (`triton.compile`, where the
    /// device may be absent); such a kernel cannot be launched.
    #[serde(default = "load_by_default")]
    load: bool,
    /// The settings' variables as Python's `triton.knobs` saw them (`tm_settings::COMPILE_VARIABLES`);
    /// absent: this process's environment (native use).
    #[serde(default)]
    settings: Option<BTreeMap<String, String>>,
}

impl Message {
    fn settings(&self) -> Settings {
        match &self.settings {
            Some(vars) => Settings::from_vars(vars),
            None => Settings::from_env(),
        }
    }
    fn backend(&self, settings: &Settings) -> Result<Box<dyn Backend>, Error> {
        Ok(tm_targets::backend_for(&self.target, &BackendConfig { arch: self.arch, settings })?)
    }
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

/// The backends this build knows.
pub fn backends() -> Vec<&'static str> {
    tm_targets::backend_names()
}

/// Compile without loading (no driver needed): the stages' text, for cross-target checks in CI.
pub fn compile_only(message: &str) -> Result<BTreeMap<String, String>, Error> {
    pools::compile_pool().install(|| compile_only_here(message))
}

fn compile_only_here(message: &str) -> Result<BTreeMap<String, String>, Error> {
    let msg: Message = parse_message(message)?;
    let settings = msg.settings();
    let backend = msg.backend(&settings)?;
    let ctx = tm_lowering::mlir_pipeline::new_context();
    let no_files = StageFiles::default();
    let mut c = Compilation::new(&msg, backend.as_ref(), &settings, &no_files, &ctx, false);
    crate::pipeline::run(&mut c)?;
    let mut out = std::mem::take(&mut c.texts);
    out.remove("llmlir");
    if c.simt.is_some() {
        out.insert("shared".to_string(), c.shared.to_string());
        out.insert("lowerings".to_string(), c.lowerings.to_string());
    }
    Ok(out)
}

/// The host CPU's name as LLVM knows it (the `arch` of the cpu target).
pub fn host_cpu() -> String {
    let settings = Settings::from_env();
    tm_targets::backend_for("cpu", &BackendConfig { arch: None, settings: &settings })
        .map(|b| b.arch())
        .unwrap_or_default()
}

/// Compile (or find in the cache) the kernel a message describes, and load it.
pub fn compile(message: &str) -> Result<Kernel, Error> {
    pools::compile_pool().install(|| compile_here(message))
}

/// A host kernel's registers and spills, read from its machine code (`Kernel::registers`).
fn host_register_usage(target: &str, llir: &str, name: &str) -> Option<(i32, i32)> {
    let settings = Settings::from_env();
    tm_targets::backend_for(target, &BackendConfig { arch: None, settings: &settings }).ok()?.register_usage(llir, name)
}

fn compile_here(message: &str) -> Result<Kernel, Error> {
    tm_loader::set_host_register_usage(host_register_usage);
    let msg: Message = parse_message(message)?;
    let settings = msg.settings();
    let backend = msg.backend(&settings)?;
    if !msg.options.num_warps.is_power_of_two() {
        return Err(Error::Invalid(format!("num_warps must be a power of 2, got {}", msg.options.num_warps)));
    }
    let threads = msg.options.num_warps * backend.warp_size();
    if threads > backend.max_threads_per_block() {
        return Err(Error::Invalid(format!(
            "num_warps={} gives {threads} threads per block on {} (warps of {}); at most {} are allowed",
            msg.options.num_warps,
            backend.arch(),
            backend.warp_size(),
            backend.max_threads_per_block()
        )));
    }
    let root = msg.cache_dir.clone().map(PathBuf::from).unwrap_or_else(|| settings.cache_dir.clone());
    let cache = Cache::new(root);
    let source_key = serde_json::to_string(&(
        &msg.source.kernel,
        sorted_functions(&msg.source),
        msg.source
            .signature
            .iter()
            .map(|p| (&p.name, &p.kind, &p.dtype, p.align16, p.div16, p.one, &p.value, &p.value_type))
            .collect::<Vec<_>>(),
        &msg.source.constexpr_calls,
    ))
    .unwrap();
    let options_key = serde_json::to_string(&msg.options).unwrap();
    let target_key = backend.cache_key();
    let dump_hash = cache::hash_key(&[target_key.as_bytes(), source_key.as_bytes(), options_key.as_bytes()]);
    let stages = StageFiles::new(&settings, &dump_hash).map_err(Error::Invalid)?;
    let key = cache::hash_key(&[
        &stages.cache_salt(),
        COMPILER_VERSION.as_bytes(),
        target_key.as_bytes(),
        source_key.as_bytes(),
        options_key.as_bytes(),
        settings.codegen_key().as_bytes(),
    ]);
    // A replaced IR is not what the key describes: never cache it.
    let always = msg.always_compile || settings.always_compile || settings.musa.replace_ir || stages.forces_compile();
    // what a loader without the compiler finds this kernel by (tm_loader::requests)
    let remember = |kernel: Kernel| -> Result<Kernel, Error> {
        if !always {
            let request = Request::from_message(message)?;
            // written once per request and entry, not on every cache hit
            if request.entry_key().as_deref() == Some(key.as_str()) {
                return Ok(kernel);
            }
            if let Err(e) = request.record(&key) {
                if settings.verbose_cache {
                    eprintln!("triton_musa: the request index of {} was not written ({e})", cache.root().display());
                }
            }
        }
        Ok(kernel)
    };
    if !always {
        if let Some(k) = load_cached(&cache, &key, settings.verbose_cache || msg.options.debug, msg.load) {
            return remember(k);
        }
    }
    remember(compile_fresh(&msg, backend.as_ref(), &settings, &cache, &key, &stages)?)
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
    pools::compile_pool().install(|| {
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

type FunctionKey<'a> =
    (&'a String, &'a serde_json::Value, BTreeMap<&'a String, &'a serde_json::Value>, &'a serde_json::Value);

fn sorted_functions(src: &KernelSource) -> Vec<FunctionKey<'_>> {
    let mut v: Vec<_> = src
        .functions
        .iter()
        .map(|(k, f)| (k, &f.ast, f.globals.iter().collect::<BTreeMap<_, _>>(), &f.must_use_result))
        .collect();
    v.sort_by(|a, b| a.0.cmp(b.0));
    v
}

/// Where kernels go when the cache directory cannot be written: a directory private to this
/// process, removed when it exits. Made (and announced) once.
fn fallback_cache(unwritable: &std::path::Path, why: &std::io::Error) -> Result<Cache, Error> {
    static DIR: pools::ProcessDir = pools::ProcessDir::new("triton_musa-cache-");
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

fn compile_fresh(
    msg: &Message,
    backend: &dyn Backend,
    settings: &Settings,
    cache: &Cache,
    key: &str,
    stages: &StageFiles,
) -> Result<Kernel, Error> {
    let t0 = Instant::now();
    let ctx = tm_lowering::mlir_pipeline::new_context();
    let mut c = Compilation::new(msg, backend, settings, stages, &ctx, true);
    crate::pipeline::run(&mut c)?;
    let binary =
        c.binary.take().ok_or_else(|| Error::Internal(format!("the {} backend built no binary", backend.name())))?;
    let extent_params = std::mem::take(&mut c.extent_params);
    let func = c.func();
    let name = func.name.clone();
    if settings.timing {
        eprintln!("triton_musa compile timing for {name}:");
        for (n, s) in &c.timing {
            eprintln!("  {n:<18} {:8.3} ms", s * 1e3);
        }
        eprintln!("  total              {:8.3} ms", t0.elapsed().as_secs_f64() * 1e3);
    }
    let kind = backend.binary_kind();
    let mut params: Vec<(String, ParamKind)> = vec![];
    for p in msg.source.signature.iter().flat_map(|p| p.runtime_leaves()) {
        if p.kind == "tensordesc" {
            // the base pointer, then int32 sizes and int64 strides (the frontend's parameters)
            let rank = p.value["block_shape"].as_array().map(|a| a.len()).unwrap_or(0);
            params.push((p.name.clone(), ParamKind::Pointer));
            params
                .extend((0..rank).map(|i| (format!("{}.shape{i}", p.name), ParamKind::Int { bits: 32, signed: true })));
            params.extend(
                (0..rank).map(|i| (format!("{}.stride{i}", p.name), ParamKind::Int { bits: 64, signed: true })),
            );
        } else {
            params.push((p.name.clone(), param_kind(&p)));
        }
    }
    // parameters the compiler added after the user's (debug builds: extents, the record)
    for p in &func.params[params.len()..] {
        let kind = if let Some(desc) = tm_lowering::passes::descriptors::tensor_map_source(&p.name) {
            // derived at launch from the descriptor's own slots
            let first = params.iter().position(|(n, _)| n == desc);
            let sig = msg.source.signature.iter().find(|s| s.name == desc);
            let rank = sig.and_then(|s| s.value["block_shape"].as_array()).map(|a| a.len()).unwrap_or(0);
            let elem = sig.and_then(|s| s.dtype.as_deref()).and_then(Scalar::from_name);
            match (first, elem) {
                (Some(first), Some(e)) if rank > 0 => {
                    let block: Vec<i64> = sig
                        .and_then(|s| s.value["block_shape"].as_array())
                        .map(|a| a.iter().filter_map(|d| d.as_i64()).collect())
                        .unwrap_or_default();
                    // NVIDIA's tensor maps fix the box the engine copies (MUSA's descriptors do not).
                    let tma_box = (backend.name() == "cuda")
                        .then(|| tm_lowering::passes::descriptors::tma_box(&block, e.mem_bytes()))
                        .flatten()
                        .map(|(cols, rows, swizzle)| tm_loader::kernel::TmaBox { cols, rows, swizzle });
                    ParamKind::TensorMap { first: first as u32, rank: rank as u32, elem_bytes: e.mem_bytes(), tma_box }
                }
                _ => return Err(Error::Internal(format!("no descriptor argument '{desc}' for its TME descriptor"))),
            }
        } else if p.name == tm_lowering::passes::descriptors::SCRATCH_PARAM {
            ParamKind::Scratch { bytes_per_program: tm_lowering::passes::descriptors::scratch_bytes(func) }
        } else if p.ty.dtype.is_ptr() {
            ParamKind::Pointer
        } else {
            ParamKind::Int { bits: 64, signed: true }
        };
        params.push((p.name.clone(), kind));
    }
    let meta = Metadata {
        name: name.clone(),
        target: backend.name().into(),
        binary: kind,
        grid_limits: backend.grid_limits(),
        arch: backend.arch(),
        warp_size: backend.warp_size(),
        num_warps: msg.options.num_warps,
        num_stages: msg.options.num_stages,
        shared: c.shared,
        params,
        compiler_version: COMPILER_VERSION.into(),
        checks: check_infos(func),
        extent_params,
        all_params: msg.source.signature.iter().map(|p| p.name.clone()).collect(),
    };
    let meta_json = serde_json::to_vec_pretty(&meta).unwrap();
    stages.dump(&name, "json", &meta_json).map_err(Error::Invalid)?;
    let binary_name = binary_file(kind);
    let mut files: Vec<(&str, &[u8])> = vec![(&binary_name, &binary), ("metadata.json", &meta_json)];
    for (stage, file) in CACHE_FILES {
        if let Some(text) = c.texts.get(*stage) {
            files.push((file, text.as_bytes()));
        }
    }
    let dir = match cache.publish(key, &files) {
        Ok(d) => d,
        Err(e) => fallback_cache(cache.root(), &e)?
            .publish(key, &files)
            .map_err(|e| Error::Internal(format!("cannot write the kernel cache: {e}")))?,
    };
    let mut asm = BTreeMap::new();
    for (stage, _) in CACHE_FILES {
        if let Some(text) = c.texts.remove(*stage) {
            asm.insert(stage.to_string(), text);
        }
    }
    if kind.is_text() {
        asm.insert(kind.ext().into(), String::from_utf8_lossy(&binary).into_owned());
    }
    Kernel::from_image(meta, asm, dir, &binary, msg.load)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tm_loader::requests::{json_depth, MAX_MESSAGE_DEPTH};

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
