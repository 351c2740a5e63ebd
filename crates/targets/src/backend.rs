//! The interface every target implements: what the compiler asks of a target, from the SIMT
//! description the lowering needs to the binary a driver loads. Nothing above this crate names a
//! target; `registry` maps a name to a `Backend`.

use tm_lowering::melior;
use tm_lowering::simt::SimtTargetInfo;

pub use tm_loader::BinaryKind;

#[derive(Debug, thiserror::Error)]
pub enum TargetError {
    /// Bad input: an unknown target or arch, an option the target cannot honour.
    #[error("{0}")]
    Invalid(String),
    /// The kernel needs more than the target has (shared memory, threads), as upstream's
    /// `OutOfResources`.
    #[error("OutOfResources: {0}")]
    OutOfResources(String),
    /// A tool or library the target needs is missing (the MUSA toolkit, libdevice).
    #[error("{0}")]
    Unavailable(String),
    /// A stage file given by `TRITON_KERNEL_OVERRIDE` does not compile.
    #[error("TRITON_KERNEL_OVERRIDE: {0}")]
    Override(String),
    /// A failure inside LLVM or the target's code generator.
    #[error("{0}")]
    Internal(String),
}

/// Target errors as the runtime reports them.
impl From<TargetError> for tm_loader::Error {
    fn from(e: TargetError) -> tm_loader::Error {
        match e {
            TargetError::Invalid(s) => tm_loader::Error::Invalid(s),
            TargetError::OutOfResources(message) => {
                let (required, limit) = tm_loader::error::shared_memory_amounts(&message);
                tm_loader::Error::OutOfResources { message, resource: "shared memory", required, limit }
            }
            TargetError::Unavailable(s) => tm_loader::Error::Unavailable(s),
            e @ TargetError::Override(_) => tm_loader::Error::Invalid(e.to_string()),
            TargetError::Internal(s) => tm_loader::Error::Internal(s),
        }
    }
}

/// What `Backend::emit` works on: the kernel in MLIR's LLVM dialect and its launch facts.
pub struct EmitRequest<'a, 'c> {
    pub module: &'a melior::ir::Module<'c>,
    pub kernel: &'a str,
    pub num_warps: u32,
    /// Register limit per thread, where the target has one.
    pub maxnreg: Option<u32>,
    /// The math library's bitcode, as the Python driver found it.
    pub libdevice: Option<&'a str>,
    /// Static shared memory the lowering reserved, in bytes.
    pub shared: u32,
    /// LLVM IR to use in place of the generated one (an edited stage file).
    pub llir_override: Option<String>,
    /// False: the IR only (no toolkit, no link), for cross-target checks without a device.
    pub build_binary: bool,
    /// Called with the final LLVM IR before the binary is built from it (the driver dumps and
    /// prints the `llir` stage here, so it is seen even when a toolkit then fails).
    pub on_llir: &'a dyn Fn(&str) -> Result<(), TargetError>,
}

/// What `Backend::emit` produced.
pub struct Artifact {
    /// The LLVM IR handed to the back end (the `llir` stage).
    pub llir: String,
    /// The binary (None when the request asked for the IR only).
    pub binary: Option<Vec<u8>>,
    /// Further stage texts by name, such as `llir_llvm19` for musa (the binary's own text
    /// stage, such as `ptx`, is the binary).
    pub texts: Vec<(String, String)>,
    /// Seconds per step, for `MLIR_ENABLE_TIMING`.
    pub timing: Vec<(String, f64)>,
}

pub trait Backend: Send + Sync {
    /// The name `get_current_target().backend` reports.
    fn name(&self) -> &'static str;
    /// Architecture (CPU name, `sm_90a`, `mp_31`).
    fn arch(&self) -> String;
    /// Threads per warp; 1 on the host, where one thread owns a whole tile.
    fn warp_size(&self) -> u32;
    fn binary_kind(&self) -> BinaryKind;
    /// Everything about the target that changes generated code (its toolkit included).
    fn cache_key(&self) -> String;
    /// How tiles map onto threads and which engines exist; None: the host's loop nests.
    fn simt(&self, num_warps: u32) -> Option<SimtTargetInfo>;
    /// Software pipelining of dot operand loads: how many tiles ahead a loop with `dots` dots
    /// loads, or None for no pipelining.
    fn dot_prefetch_depth(&self, num_stages: u32, simt: Option<&SimtTargetInfo>) -> Option<PrefetchPolicy> {
        gpu_prefetch_policy(num_stages, simt)
    }
    /// The most programs a grid may have along each axis.
    fn grid_limits(&self) -> [i64; 3] {
        [i32::MAX as i64, 65535, 65535]
    }
    /// The most threads a block may have.
    fn max_threads_per_block(&self) -> u32 {
        1024
    }
    /// LLVM IR and binary for a lowered kernel.
    fn emit(&self, req: EmitRequest<'_, '_>) -> Result<Artifact, TargetError>;
    /// (registers, spilled bytes) of a kernel read from its LLVM IR, where the driver cannot
    /// tell (the host).
    fn register_usage(&self, _llir: &str, _kernel: &str) -> Option<(i32, i32)> {
        None
    }
}

/// Tiles ahead for a loop with the given number of dots.
pub type PrefetchPolicy = Box<dyn Fn(usize) -> usize + Send + Sync>;

/// The GPU targets' policy, with `num_stages` >= 2: dots fed by async copies keep
/// `num_stages - 1` tiles in flight in a ring of `num_stages` shared-memory stages (see
/// `mma::AsyncRing`), whatever the number of dots. Without async copies the
/// prefetch sits in registers, where more than one tile measured slower on the H200 (register
/// pressure; docs/perf.md).
pub fn gpu_prefetch_policy(num_stages: u32, simt: Option<&SimtTargetInfo>) -> Option<PrefetchPolicy> {
    let info = simt?;
    if num_stages < 2 {
        return None;
    }
    let stages = num_stages as usize;
    let ring = info.async_copy.is_some() && info.wgmma.is_some();
    Some(Box::new(move |_dots: usize| if ring { stages - 1 } else { 1 }))
}
