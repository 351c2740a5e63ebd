//! The one error type of loading, launching and compiling: what can fail, by kind, so that the
//! Python bindings map each kind to its exception class in one place.

use tm_frontend::CompileError;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A language error in the kernel source.
    #[error("{0}")]
    Compile(#[from] CompileError),
    /// Bad input that is not the kernel's source (a malformed message, an unknown option).
    #[error("{0}")]
    Invalid(String),
    /// The kernel needs more of a resource than the target has (upstream's `OutOfResources`).
    #[error("OutOfResources: {message}")]
    OutOfResources {
        message: String,
        resource: &'static str,
        /// Amounts when known (bytes of shared memory).
        required: Option<u64>,
        limit: Option<u64>,
    },
    /// A tool, library or driver the target needs is not installed.
    #[error("{0}")]
    Unavailable(String),
    /// A failure inside the compiler or the driver.
    #[error("{0}")]
    Internal(String),
    /// A host launch stopped early because its caller asked (Ctrl-C).
    #[error("the launch was interrupted")]
    Interrupted,
}

impl From<crate::gpu_driver::DriverError> for Error {
    fn from(e: crate::gpu_driver::DriverError) -> Error {
        use crate::gpu_driver::DriverError;
        match e {
            DriverError::OutOfResources { message, required, limit } => Error::OutOfResources {
                message,
                resource: "shared memory",
                required: Some(required),
                limit: Some(limit),
            },
            DriverError::Unavailable(s) => Error::Unavailable(s),
            DriverError::Failed(s) => Error::Internal(s),
        }
    }
}

/// (required, limit) from "... needs N bytes of shared memory, ... allows M ...".
pub fn shared_memory_amounts(message: &str) -> (Option<u64>, Option<u64>) {
    let number_after = |key: &str| {
        let rest = &message[message.find(key)? + key.len()..];
        rest.trim_start().split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
    };
    (number_after("needs "), number_after("allows "))
}
