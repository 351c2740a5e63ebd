//! LLVM code generation through inkwell: MLIR (LLVM dialect) -> LLVM module -> O3 -> binary.

pub mod cuda;
pub mod host;
pub mod llvm14;
pub mod musa;
pub mod musa_toolkit;
pub mod target;

pub use cuda::{compile_cuda, CudaBinary, CudaTarget};
pub use host::{compile_host, HostBinary};
pub use musa::{compile_musa_ir, MusaIr, MusaTarget};
pub use target::{BinaryKind, HostTarget, Target};
