//! The targets: one module per target (`cpu`, `cuda`, `musa`), each implementing `Backend`,
//! with the LLVM helpers they share (`llvm`); `registry` maps a target name to its backend.

pub mod backend;
pub mod cpu;
pub mod cuda;
pub mod llvm;
pub mod musa;
pub mod registry;

pub use backend::{Artifact, Backend, BinaryKind, EmitRequest, PrefetchPolicy, TargetError};
pub use registry::{backend_for, backend_names, register, BackendConfig, BackendFactory};
pub use tm_settings::Settings;
