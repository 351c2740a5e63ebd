//! Target names to backends: the one place in the compiler that names targets. A new target is
//! a module implementing `Backend` and one line in `BUILTIN` (or one `register` call, from a
//! program or a test that brings its own).

use crate::backend::{Backend, TargetError};
use std::sync::RwLock;
use tm_settings::Settings;

/// What a backend is built from: the arch asked for (a capability for GPUs; None: the
/// target's default) and the settings of the compile.
pub struct BackendConfig<'a> {
    pub arch: Option<u32>,
    pub settings: &'a Settings,
}

pub type BackendFactory = fn(&BackendConfig) -> Result<Box<dyn Backend>, TargetError>;

const BUILTIN: &[(&str, BackendFactory)] =
    &[("cpu", crate::cpu::backend), ("cuda", crate::cuda::backend), ("musa", crate::musa::backend)];

static REGISTERED: RwLock<Vec<(&'static str, BackendFactory)>> = RwLock::new(Vec::new());

/// Adds a backend under `name` (replacing a registered one of that name).
pub fn register(name: &'static str, factory: BackendFactory) {
    let mut r = REGISTERED.write().unwrap_or_else(|e| e.into_inner());
    r.retain(|(n, _)| *n != name);
    r.push((name, factory));
}

fn factory(name: &str) -> Option<BackendFactory> {
    let r = REGISTERED.read().unwrap_or_else(|e| e.into_inner());
    r.iter().chain(BUILTIN).find(|(n, _)| *n == name).map(|(_, f)| *f)
}

/// Every backend name this build knows, built-in ones first.
pub fn backend_names() -> Vec<&'static str> {
    let r = REGISTERED.read().unwrap_or_else(|e| e.into_inner());
    let mut names: Vec<&'static str> = BUILTIN.iter().map(|(n, _)| *n).collect();
    names.extend(r.iter().map(|(n, _)| *n).filter(|n| !BUILTIN.iter().any(|(b, _)| b == n)));
    names
}

/// The backend named `name`, built for `config`.
pub fn backend_for(name: &str, config: &BackendConfig) -> Result<Box<dyn Backend>, TargetError> {
    match factory(name) {
        Some(f) => f(config),
        None => Err(TargetError::Invalid(format!(
            "the '{name}' backend is not available in this build of triton_musa (available: {})",
            backend_names().join(", ")
        ))),
    }
}
