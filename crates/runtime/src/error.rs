//! The runtime's one error type: what a compile or a launch can fail with, by kind, so that the
//! Python bindings map each kind to its exception class in one place.

use tm_frontend::CompileError;
use tm_lowering::LowerError;
use tm_targets::TargetError;

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

impl From<TargetError> for Error {
    fn from(e: TargetError) -> Error {
        match e {
            TargetError::Invalid(s) => Error::Invalid(s),
            TargetError::OutOfResources(message) => {
                let (required, limit) = shared_memory_amounts(&message);
                Error::OutOfResources { message, resource: "shared memory", required, limit }
            }
            TargetError::Unavailable(s) => Error::Unavailable(s),
            e @ TargetError::Override(_) => Error::Invalid(e.to_string()),
            TargetError::Internal(s) => Error::Internal(s),
        }
    }
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

impl Error {
    /// A lowering error: the kernel's (at its file) or the compiler's own.
    pub(crate) fn from_lowering(e: LowerError, file: &str) -> Error {
        match e {
            LowerError::Unsupported(message) => {
                Error::Compile(CompileError { file: file.to_string(), line: 0, col: 0, message })
            }
            LowerError::Internal(s) => Error::Internal(s),
        }
    }
}

/// (required, limit) from "... needs N bytes of shared memory, ... allows M ...".
fn shared_memory_amounts(message: &str) -> (Option<u64>, Option<u64>) {
    let number_after = |key: &str| {
        let rest = &message[message.find(key)? + key.len()..];
        rest.trim_start().split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
    };
    (number_after("needs "), number_after("allows "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn out_of_resources_keeps_its_amounts() {
        let e: Error = TargetError::OutOfResources(
            "kernel 'k' needs 98304 bytes of shared memory, mp_22 allows 73728; use smaller blocks".into(),
        )
        .into();
        match e {
            Error::OutOfResources { required, limit, .. } => assert_eq!((required, limit), (Some(98304), Some(73728))),
            other => panic!("{other:?}"),
        }
    }
}
