//! Typed launch arguments for native callers: each value is checked against the kernel's
//! parameter of that position before anything launches.

use crate::error::Error;
use crate::kernel::{Kernel, ParamKind};

#[derive(Clone, Copy, Debug, PartialEq)]
enum Arg {
    Pointer(u64),
    Int(i64, u32),
    UInt(u64, u32),
    Float(f64, u32),
    Bool(bool),
}

/// Arguments in the kernel's runtime-parameter order: `LaunchArgs::new().ptr(x).i32(n)`.
#[derive(Clone, Debug, Default)]
pub struct LaunchArgs {
    args: Vec<Arg>,
}

impl LaunchArgs {
    pub fn new() -> Self {
        Self::default()
    }
    /// A device (or, on the cpu target, host) address.
    pub fn ptr<T>(mut self, p: *const T) -> Self {
        self.args.push(Arg::Pointer(p as u64));
        self
    }
    pub fn ptr_mut<T>(self, p: *mut T) -> Self {
        self.ptr(p as *const T)
    }
    /// A device address given as a number (CUDA's `CUdeviceptr`).
    pub fn address(mut self, a: u64) -> Self {
        self.args.push(Arg::Pointer(a));
        self
    }
    pub fn i32(mut self, v: i32) -> Self {
        self.args.push(Arg::Int(v as i64, 32));
        self
    }
    pub fn i64(mut self, v: i64) -> Self {
        self.args.push(Arg::Int(v, 64));
        self
    }
    pub fn u32(mut self, v: u32) -> Self {
        self.args.push(Arg::UInt(v as u64, 32));
        self
    }
    pub fn u64(mut self, v: u64) -> Self {
        self.args.push(Arg::UInt(v, 64));
        self
    }
    pub fn f32(mut self, v: f32) -> Self {
        self.args.push(Arg::Float(v as f64, 32));
        self
    }
    pub fn f64(mut self, v: f64) -> Self {
        self.args.push(Arg::Float(v, 64));
        self
    }
    pub fn bool(mut self, v: bool) -> Self {
        self.args.push(Arg::Bool(v));
        self
    }

    /// The 8-byte slots for `params`, or an error naming the first argument that does not fit.
    fn slots(&self, kernel: &str, params: &[(String, ParamKind)]) -> Result<Vec<u64>, Error> {
        let params: Vec<&(String, ParamKind)> = params.iter().filter(|(_, k)| k.supplied()).collect();
        if self.args.len() != params.len() {
            let names: Vec<&str> = params.iter().map(|(n, _)| n.as_str()).collect();
            return Err(Error::Invalid(format!(
                "kernel '{kernel}' takes {} runtime arguments ({}), got {}",
                params.len(),
                names.join(", "),
                self.args.len()
            )));
        }
        let mut out = Vec::with_capacity(params.len());
        for (arg, (name, kind)) in self.args.iter().zip(params) {
            let slot = match (*kind, *arg) {
                (ParamKind::Pointer, Arg::Pointer(p)) => Some(p),
                (ParamKind::Bool, Arg::Bool(b)) => Some(b as u64),
                (ParamKind::Float { bits: 64 }, Arg::Float(v, _)) => Some(v.to_bits()),
                (ParamKind::Float { .. }, Arg::Float(v, 32)) => Some((v as f32).to_bits() as u64),
                (ParamKind::Int { bits: 32, signed: true }, Arg::Int(v, 32)) => Some(v as i32 as u32 as u64),
                (ParamKind::Int { bits: 64, signed: true }, Arg::Int(v, _)) => Some(v as u64),
                (ParamKind::Int { bits, signed: false }, Arg::UInt(v, b)) if b <= bits => Some(v),
                (ParamKind::Int { bits, signed: true }, Arg::Int(v, b)) if b <= bits => Some(v as u64),
                _ => None,
            };
            out.push(slot.ok_or_else(|| {
                Error::Invalid(format!("argument '{name}' of kernel '{kernel}': expected {kind:?}, got {arg:?}"))
            })?);
        }
        Ok(out)
    }
}

impl Kernel {
    /// Launches with typed arguments, checked against the kernel's parameters.
    pub fn launch_args(&self, grid: [u32; 3], args: &LaunchArgs, stream: u64) -> Result<(), Error> {
        let slots = args.slots(&self.metadata.name, &self.metadata.params)?;
        self.launch_on(grid, &slots, stream)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_are_checked_against_the_parameters() {
        let params =
            vec![("x".to_string(), ParamKind::Pointer), ("n".to_string(), ParamKind::Int { bits: 32, signed: true })];
        let x = [1.0f32];
        let ok = LaunchArgs::new().ptr(x.as_ptr()).i32(-2).slots("k", &params).unwrap();
        assert_eq!(ok, vec![x.as_ptr() as u64, (-2i32) as u32 as u64]);
        let err = LaunchArgs::new().ptr(x.as_ptr()).f32(1.0).slots("k", &params).unwrap_err().to_string();
        assert!(err.contains("argument 'n' of kernel 'k'"), "{err}");
        let err = LaunchArgs::new().ptr(x.as_ptr()).slots("k", &params).unwrap_err().to_string();
        assert!(err.contains("takes 2 runtime arguments (x, n), got 1"), "{err}");
        assert!(LaunchArgs::new().ptr(x.as_ptr()).i64(3).slots("k", &params).is_err());
    }
}
