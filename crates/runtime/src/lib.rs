//! Compile driver, disk cache and launch: the plain Rust API that the Python binding wraps and
//! that native services can use without Python.

pub mod cache;
pub mod compiler;
pub mod gpu_driver;
pub mod host_driver;
pub mod pools;
pub mod stage_files;

pub use compiler::{compile, CompileOptions, Error, Kernel, ParamKind};
