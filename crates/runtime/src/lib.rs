//! Compile driver: from a kernel message through the pipeline to a cache entry and a loaded
//! kernel. Loading and launching are `tm-loader`'s (re-exported here), which native services can
//! use alone to run kernels compiled before, without linking the compiler.

pub mod compiler;
pub mod error;
pub mod pipeline;
mod stage_files;

pub use compiler::{compile, CompileOptions};
pub use error::Error;
pub use tm_loader::{cache, gpu_driver, host_device_properties, BinaryKind, Kernel, LaunchArgs, ParamKind};
pub use tm_settings::Settings;

/// The environment variables a compile message may carry as its settings.
pub fn settings_variables() -> &'static [&'static str] {
    tm_settings::COMPILE_VARIABLES
}
