//! Loads and launches compiled kernels without the compiler: the kernel cache, the host and GPU
//! drivers, typed launch arguments, and the index from a compile request to its cache entry.
//! It links no LLVM, so a service that only runs kernels compiled before stays small and starts
//! without compiling (`tm-runtime` compiles on a miss and records the entry).

pub mod cache;
pub mod error;
pub mod gpu_driver;
mod host_driver;
pub mod kernel;
mod launch_args;
pub mod pools;
pub mod requests;

pub use error::Error;
pub use host_driver::device_properties as host_device_properties;
pub use kernel::{
    load_cached, set_host_register_usage, BinaryKind, CheckInfo, Kernel, Metadata, ParamKind, COMPILER_VERSION,
};
pub use launch_args::LaunchArgs;
