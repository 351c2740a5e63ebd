//! Compile driver, disk cache and launch: the plain Rust API that the Python binding wraps and
//! that native services can use without Python.

mod cache;
pub mod compiler;
pub mod error;
pub mod gpu_driver;
mod host_driver;
mod launch_args;
pub mod pipeline;
mod pools;
mod stage_files;

pub use compiler::{compile, CompileOptions, Kernel, ParamKind};
pub use error::Error;
pub use host_driver::device_properties as host_device_properties;
pub use launch_args::LaunchArgs;
pub use tm_settings::Settings;

/// The environment variables a compile message may carry as its settings.
pub fn settings_variables() -> &'static [&'static str] {
    tm_settings::COMPILE_VARIABLES
}
