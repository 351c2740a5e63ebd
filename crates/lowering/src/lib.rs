//! From tile programs to MLIR: the tile-IR passes (`passes/`, one file each), the emitters that
//! print a tile program as MLIR (`host` for loop nests, `simt` and the matrix engines for GPUs),
//! and the MLIR pass pipeline down to the LLVM dialect.

pub mod atomics;
pub mod axis;
pub mod host;
pub mod mlir_pipeline;
pub mod mlir_types;
pub mod mma;
pub mod musa_mma;
pub mod passes;
pub mod print;
pub mod simt;
pub mod smem;
mod tme;

pub use melior;

/// Why a tile program could not be lowered.
#[derive(Debug, thiserror::Error)]
pub enum LowerError {
    /// The kernel asks for something this lowering does not do (reported at the kernel).
    #[error("{0}")]
    Unsupported(String),
    /// A bug: the lowering produced something MLIR rejects, or lost track of a value.
    #[error("{0}")]
    Internal(String),
}

impl LowerError {
    /// The emitters report internal errors with an "internal" prefix.
    fn from_message(e: String) -> LowerError {
        if e.starts_with("internal") {
            LowerError::Internal(e)
        } else {
            LowerError::Unsupported(e)
        }
    }
}
