//! LLVM code generation through inkwell: MLIR (LLVM dialect) -> LLVM module -> O3 -> binary.

pub mod host;
pub mod target;

pub use host::{compile_host, HostBinary};
pub use target::{BinaryKind, HostTarget, Target};
