//! Tile-level passes and the lowering of tile programs to MLIR.

pub mod analysis;
pub mod atomics;
pub mod axis;
pub mod combine;
pub mod debug_checks;
pub mod host;
pub mod induction;
pub mod mlir_types;
pub mod mma;
pub mod musa_mma;
pub mod pipeline;
pub mod print;
pub mod simt;
pub mod transpose;

pub use melior;
