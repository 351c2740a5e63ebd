//! The runtime's errors are the loader's (`tm_loader::Error`); lowering errors map onto them here
//! and target errors in `tm_targets`.

use tm_frontend::CompileError;
pub use tm_loader::Error;
use tm_lowering::LowerError;

/// A lowering error: the kernel's (at its file) or the compiler's own.
pub(crate) fn from_lowering(e: LowerError, file: &str) -> Error {
    match e {
        LowerError::Unsupported(message) => {
            Error::Compile(CompileError { file: file.to_string(), message, ..Default::default() })
        }
        LowerError::Internal(s) => Error::Internal(s),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tm_targets::TargetError;

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
