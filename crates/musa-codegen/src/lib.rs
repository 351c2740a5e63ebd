//! LLVM code generation through inkwell: MLIR (LLVM dialect) -> LLVM module -> O3 -> binary.

pub mod cuda;
pub mod host;
pub mod target;

pub use cuda::{compile_cuda, CudaBinary, CudaTarget};
pub use host::{compile_host, HostBinary};
pub use target::{BinaryKind, HostTarget, Target};
