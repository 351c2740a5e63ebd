//! Every setting the compiler and the runtime read from the environment, as one typed struct,
//! read in one place: `Settings::from_env` for native use, or `Settings::from_vars` with the
//! variables a compile message carries (Python's `triton.knobs` sends them, so a knob changed
//! in-process applies to the next compile). Nothing else in the workspace reads the environment.

use std::collections::BTreeMap;
use std::path::PathBuf;

/// The variables that change what a compile produces or prints; a compile message may carry
/// them (`"settings": {"DISABLE_WMMA": "1", ...}`) in place of the environment.
/// Bytes of tile buffers one host program instance may keep on its stack: the lowering refuses
/// kernels that need more, the host driver's threads get this much and room besides, and it is
/// the host's `max_shared_mem`.
pub const HOST_TILE_STACK_LIMIT: i64 = 64 << 20;

pub const COMPILE_VARIABLES: &[&str] = &[
    "TRITON_ALWAYS_COMPILE",
    "DISABLE_WMMA",
    "DISABLE_SQMMA",
    "TRITON_MUSA_DISABLE_MP22_WMMA",
    "TRITON_MUSA_ENABLE_K128_SQMMA",
    "DISABLE_ASYNC_COPY",
    "DISABLE_TME",
    "TRITON_DISABLE_IV_REWRITE",
    "TRITON_DISABLE_LOOP_PEELING",
    "TRITON_CPU_PIPELINE_DEPTH",
    "TRITON_CPU_TARGET",
    "MLIR_ENABLE_DUMP",
    "LLVM_IR_ENABLE_DUMP",
    "MUSA_ENABLE_DUMP_LLVM",
    "MUSA_ASM_ENABLE_DUMP",
    "MLIR_ENABLE_TIMING",
    "LLVM_ENABLE_TIMING",
    "TRITON_PRINT_AUTOTUNING",
    "TRITON_DEBUG",
    "TRITON_KERNEL_DUMP",
    "TRITON_DUMP_DIR",
    "TRITON_KERNEL_OVERRIDE",
    "TRITON_OVERRIDE_DIR",
    "TRITON_CACHE_DIR",
    "MUSA_HOME",
    "MUSA_ENABLE_LLC_OPT",
    "TRITON_MUSA_ENABLE_LLC_OPT",
    "TRITON_MUSA_LLC_OPTIONS",
    "MUSA_REPLACE_IR",
    "MUBIN_SAVE_PATH",
    "MUSA_LIBDEVICE_PATH",
    "TRITON_MUSA_LIBDEVICE_PATH",
    "TRITON_MUSA_LLC_PATH",
    "TRITON_MUSA_LLD_PATH",
    "TRITON_MUSA_TOOLCHAIN_PATH",
    "MTCC_BIN_PATH",
    "TRITON_MUSA_LLC_ASM_PATH",
    "MTCC_ENABLE_ASM_BIN_PATH",
    "TRITON_LIBDEVICE_PATH",
    "CUDA_HOME",
    "CUDA_PATH",
    "CC",
    "HOME",
];

/// A dump switch: off, on for every kernel, or on for the kernels it names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum KernelFilter {
    #[default]
    Off,
    All,
    Named(Vec<String>),
}

impl KernelFilter {
    pub fn includes(&self, kernel: &str) -> bool {
        match self {
            KernelFilter::Off => false,
            KernelFilter::All => true,
            KernelFilter::Named(names) => names.iter().any(|n| n == kernel),
        }
    }
}

/// A/B switches of the GPU targets' engines and tile rewrites (all off by default).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EngineSwitches {
    /// `DISABLE_WMMA`: the warp-level matrix engines off (FMA dots).
    pub disable_wmma: bool,
    /// `DISABLE_SQMMA`: the warp-group engines (wgmma, SQMMA) off.
    pub disable_sqmma: bool,
    /// `TRITON_MUSA_DISABLE_MP22_WMMA`: mp_22's WMMA off (its layout comes from MUTLASS alone).
    pub disable_mp22_wmma: bool,
    /// `TRITON_MUSA_ENABLE_K128_SQMMA`.
    pub enable_k128_sqmma: bool,
    /// `DISABLE_ASYNC_COPY`: operand prefetches through registers instead of async copies.
    pub disable_async_copy: bool,
    /// `DISABLE_TME`: host descriptors' blocks read as masked loads instead of by MUSA's TME.
    pub disable_tme: bool,
    /// `TRITON_DISABLE_IV_REWRITE`: carried tiles are not re-derived from the induction variable.
    pub disable_iv_rewrite: bool,
    /// `TRITON_DISABLE_LOOP_PEELING`: loops masking their last block are not split in two.
    pub disable_loop_peeling: bool,
}

/// Where the MUSA toolkit, libdevice and driver are, and the toolkit's switches.
#[derive(Clone, Debug, Default)]
pub struct MusaSettings {
    /// `MUSA_HOME`, default `/usr/local/musa`.
    pub home: PathBuf,
    /// `MUSA_ENABLE_LLC_OPT` / `TRITON_MUSA_ENABLE_LLC_OPT`: the optimising llc flags.
    pub llc_opt: bool,
    /// `TRITON_MUSA_LLC_OPTIONS`, split on whitespace.
    pub llc_options: Vec<String>,
    /// `MUSA_REPLACE_IR`: the LLVM IR is replaced by `$MUSA_HOME/mtgpu/bitcode/replace.llir`.
    pub replace_ir: bool,
    /// `MUBIN_SAVE_PATH`: a directory the mubin is also written to (as `test.out`).
    pub mubin_save_path: Option<PathBuf>,
    /// `MUSA_LIBDEVICE_PATH`, `TRITON_MUSA_LIBDEVICE_PATH`, in that order.
    pub libdevice_paths: Vec<PathBuf>,
    /// `TRITON_MUSA_LLC_PATH`, `TRITON_MUSA_LLD_PATH`.
    pub llc_path: Option<PathBuf>,
    pub lld_path: Option<PathBuf>,
    /// `TRITON_MUSA_TOOLCHAIN_PATH`, `MTCC_BIN_PATH`: directories holding llc and ld.lld.
    pub toolchain_dirs: Vec<PathBuf>,
    /// `TRITON_MUSA_LLC_ASM_PATH`, `MTCC_ENABLE_ASM_BIN_PATH`: an llc that prints assembly.
    pub llc_asm_paths: Vec<PathBuf>,
    /// `TRITON_LIBMUSA_PATH`: the driver library (or its directory).
    pub libmusa_path: Option<PathBuf>,
}

#[derive(Clone, Debug, Default)]
pub struct Settings {
    /// `TRITON_ALWAYS_COMPILE`: never take a kernel from the cache.
    pub always_compile: bool,
    pub engines: EngineSwitches,
    /// `TRITON_CPU_PIPELINE_DEPTH=<n>`: the GPU targets' pipelining of dot operand loads, `n`
    /// tiles ahead, applied on the host (a test switch).
    pub cpu_pipeline_depth: Option<usize>,
    /// `TRITON_CPU_TARGET=<LLVM cpu name>`: build for another CPU level than this machine's
    /// (None: the host CPU; `native` and `host` say the same).
    pub cpu_target: Option<String>,
    /// `MLIR_ENABLE_DUMP`: print the tile IR and MLIR of the kernels it selects.
    pub mlir_dump: KernelFilter,
    /// `LLVM_IR_ENABLE_DUMP` / `MUSA_ENABLE_DUMP_LLVM`.
    pub llir_dump: bool,
    /// `MUSA_ASM_ENABLE_DUMP`: print the machine assembly.
    pub asm_dump: bool,
    /// `MLIR_ENABLE_TIMING` / `LLVM_ENABLE_TIMING`: print each stage's time.
    pub timing: bool,
    /// `TRITON_PRINT_AUTOTUNING` / `TRITON_DEBUG`: say why a cache entry is not used.
    pub verbose_cache: bool,
    /// `TRITON_KERNEL_DUMP` (with `TRITON_DUMP_DIR`): where every stage is written.
    pub kernel_dump_dir: Option<PathBuf>,
    /// `TRITON_KERNEL_OVERRIDE` (with `TRITON_OVERRIDE_DIR`): where replaced stages are read.
    pub kernel_override_dir: Option<PathBuf>,
    /// `TRITON_CACHE_DIR`, default `~/.triton_musa/cache`.
    pub cache_dir: PathBuf,
    pub musa: MusaSettings,
    /// `TRITON_LIBDEVICE_PATH`, then libdevice under `CUDA_HOME` and `CUDA_PATH`.
    pub cuda_libdevice_paths: Vec<PathBuf>,
    /// `CC`, default `cc`: links the host shared objects.
    pub cc: String,
    /// `TRITON_CPU_THREADS`: threads of the host launch pool (None: every core).
    pub cpu_threads: Option<usize>,
    /// `TRITON_MUSA_PY_STREAM_QUERY`: the launcher asks torch for the stream on every launch.
    pub py_stream_query: bool,
}

/// Upstream's boolean spelling: 1, y, yes, on, true (any case).
fn truthy(v: Option<String>) -> bool {
    v.is_some_and(|v| matches!(v.trim().to_ascii_lowercase().as_str(), "1" | "y" | "yes" | "on" | "true"))
}

fn non_empty(v: Option<String>) -> Option<String> {
    v.filter(|s| !s.is_empty())
}

impl Settings {
    /// The settings of this process's environment.
    pub fn from_env() -> Settings {
        Settings::from_lookup(|name| std::env::var(name).ok())
    }

    /// The settings a compile message carries: the variables it names, each as the environment
    /// would give it; a variable it leaves out is unset. The process-wide ones that a message
    /// never carries (the launch pool's threads, the driver library, the launcher's stream
    /// query) still come from the environment.
    pub fn from_vars(vars: &BTreeMap<String, String>) -> Settings {
        let process = ["TRITON_CPU_THREADS", "TRITON_LIBMUSA_PATH", "TRITON_MUSA_PY_STREAM_QUERY"];
        Settings::from_lookup(
            |name| {
                if process.contains(&name) {
                    std::env::var(name).ok()
                } else {
                    vars.get(name).cloned()
                }
            },
        )
    }

    /// The settings `get` gives, `get(name)` being a variable's value (None when unset).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Settings {
        let on = |name: &str| truthy(get(name));
        let path = |name: &str| non_empty(get(name)).map(PathBuf::from);
        let home = non_empty(get("HOME")).unwrap_or_else(|| "/tmp".into());
        let under_home = |sub: &str| PathBuf::from(&home).join(".triton_musa").join(sub);
        let musa_home = path("MUSA_HOME").unwrap_or_else(|| PathBuf::from("/usr/local/musa"));
        let mlir_dump = match get("MLIR_ENABLE_DUMP") {
            None => KernelFilter::Off,
            Some(_) if on("MLIR_ENABLE_DUMP") => KernelFilter::All,
            Some(v) => {
                let names: Vec<String> =
                    v.split(',').map(|n| n.trim().to_string()).filter(|n| !n.is_empty() && n != "0").collect();
                if names.is_empty() || v.trim().eq_ignore_ascii_case("false") || v.trim().eq_ignore_ascii_case("off") {
                    KernelFilter::Off
                } else {
                    KernelFilter::Named(names)
                }
            }
        };
        let mut cuda_libdevice_paths: Vec<PathBuf> = path("TRITON_LIBDEVICE_PATH").into_iter().collect();
        for var in ["CUDA_HOME", "CUDA_PATH"] {
            if let Some(h) = path(var) {
                cuda_libdevice_paths.push(h.join("nvvm/libdevice/libdevice.10.bc"));
            }
        }
        Settings {
            always_compile: on("TRITON_ALWAYS_COMPILE"),
            engines: EngineSwitches {
                disable_wmma: on("DISABLE_WMMA"),
                disable_sqmma: on("DISABLE_SQMMA"),
                disable_mp22_wmma: on("TRITON_MUSA_DISABLE_MP22_WMMA"),
                enable_k128_sqmma: on("TRITON_MUSA_ENABLE_K128_SQMMA"),
                disable_async_copy: on("DISABLE_ASYNC_COPY"),
                disable_tme: on("DISABLE_TME"),
                disable_iv_rewrite: on("TRITON_DISABLE_IV_REWRITE"),
                disable_loop_peeling: on("TRITON_DISABLE_LOOP_PEELING"),
            },
            cpu_pipeline_depth: get("TRITON_CPU_PIPELINE_DEPTH").and_then(|v| v.trim().parse().ok()).filter(|d| *d > 0),
            cpu_target: non_empty(get("TRITON_CPU_TARGET")).filter(|c| c != "native" && c != "host"),
            mlir_dump,
            llir_dump: on("LLVM_IR_ENABLE_DUMP") || on("MUSA_ENABLE_DUMP_LLVM"),
            asm_dump: on("MUSA_ASM_ENABLE_DUMP"),
            timing: on("MLIR_ENABLE_TIMING") || on("LLVM_ENABLE_TIMING"),
            verbose_cache: on("TRITON_PRINT_AUTOTUNING") || on("TRITON_DEBUG"),
            kernel_dump_dir: on("TRITON_KERNEL_DUMP")
                .then(|| path("TRITON_DUMP_DIR").unwrap_or_else(|| under_home("dump"))),
            kernel_override_dir: on("TRITON_KERNEL_OVERRIDE")
                .then(|| path("TRITON_OVERRIDE_DIR").unwrap_or_else(|| under_home("override"))),
            cache_dir: path("TRITON_CACHE_DIR").unwrap_or_else(|| under_home("cache")),
            musa: MusaSettings {
                home: musa_home,
                llc_opt: on("MUSA_ENABLE_LLC_OPT") || on("TRITON_MUSA_ENABLE_LLC_OPT"),
                llc_options: get("TRITON_MUSA_LLC_OPTIONS")
                    .unwrap_or_default()
                    .split_whitespace()
                    .map(String::from)
                    .collect(),
                replace_ir: on("MUSA_REPLACE_IR"),
                mubin_save_path: path("MUBIN_SAVE_PATH"),
                libdevice_paths: ["MUSA_LIBDEVICE_PATH", "TRITON_MUSA_LIBDEVICE_PATH"]
                    .iter()
                    .filter_map(|v| path(v))
                    .collect(),
                llc_path: path("TRITON_MUSA_LLC_PATH"),
                lld_path: path("TRITON_MUSA_LLD_PATH"),
                toolchain_dirs: ["TRITON_MUSA_TOOLCHAIN_PATH", "MTCC_BIN_PATH"]
                    .iter()
                    .filter_map(|v| path(v))
                    .collect(),
                llc_asm_paths: ["TRITON_MUSA_LLC_ASM_PATH", "MTCC_ENABLE_ASM_BIN_PATH"]
                    .iter()
                    .filter_map(|v| path(v))
                    .collect(),
                libmusa_path: path("TRITON_LIBMUSA_PATH"),
            },
            cuda_libdevice_paths,
            cc: non_empty(get("CC")).unwrap_or_else(|| "cc".into()),
            cpu_threads: get("TRITON_CPU_THREADS").and_then(|v| v.trim().parse().ok()).filter(|n: &usize| *n > 0),
            py_stream_query: get("TRITON_MUSA_PY_STREAM_QUERY").is_some(),
        }
    }

    /// The settings that change generated code, for the cache key (the target's own key adds
    /// its toolkit).
    pub fn codegen_key(&self) -> String {
        let e = &self.engines;
        format!(
            "wmma-off={} sqmma-off={} mp22-wmma-off={} k128-sqmma={} async-copy-off={} tme-off={} iv-rewrite-off={} peeling-off={} host-pipeline={:?}",
            e.disable_wmma,
            e.disable_sqmma,
            e.disable_mp22_wmma,
            e.enable_k128_sqmma,
            e.disable_async_copy,
            e.disable_tme,
            e.disable_iv_rewrite,
            e.disable_loop_peeling,
            self.cpu_pipeline_depth
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from(pairs: &[(&str, &str)]) -> Settings {
        let vars = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect::<BTreeMap<_, _>>();
        Settings::from_lookup(|n| vars.get(n).cloned())
    }

    #[test]
    fn booleans_take_upstreams_spellings() {
        for v in ["1", "true", "ON", "yes", "y"] {
            assert!(from(&[("DISABLE_WMMA", v)]).engines.disable_wmma, "{v}");
        }
        for v in ["0", "false", "", "no"] {
            assert!(!from(&[("DISABLE_WMMA", v)]).engines.disable_wmma, "{v}");
        }
    }

    #[test]
    fn mlir_dump_selects_all_or_named_kernels() {
        assert_eq!(from(&[]).mlir_dump, KernelFilter::Off);
        assert_eq!(from(&[("MLIR_ENABLE_DUMP", "1")]).mlir_dump, KernelFilter::All);
        let named = from(&[("MLIR_ENABLE_DUMP", "matmul_kernel, add")]).mlir_dump;
        assert!(named.includes("add") && named.includes("matmul_kernel") && !named.includes("other"));
        assert_eq!(from(&[("MLIR_ENABLE_DUMP", "0")]).mlir_dump, KernelFilter::Off);
    }

    #[test]
    fn directories_default_under_home() {
        let s = from(&[("HOME", "/h"), ("TRITON_KERNEL_DUMP", "1")]);
        assert_eq!(s.cache_dir, PathBuf::from("/h/.triton_musa/cache"));
        assert_eq!(s.kernel_dump_dir, Some(PathBuf::from("/h/.triton_musa/dump")));
        assert_eq!(s.kernel_override_dir, None);
        assert_eq!(s.musa.home, PathBuf::from("/usr/local/musa"));
        assert_eq!(from(&[("TRITON_CPU_TARGET", "native")]).cpu_target, None);
        assert_eq!(from(&[("TRITON_CPU_TARGET", "x86-64")]).cpu_target.as_deref(), Some("x86-64"));
    }

    #[test]
    fn the_codegen_key_follows_the_switches() {
        assert_ne!(from(&[]).codegen_key(), from(&[("DISABLE_SQMMA", "1")]).codegen_key());
        assert_eq!(from(&[]).codegen_key(), from(&[("MLIR_ENABLE_DUMP", "1")]).codegen_key());
    }
}
