#![allow(non_snake_case)]
//! `triton_musa._C`: the thin PyO3 layer over `tm-runtime`. No compiler logic lives here.

use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;
use tm_runtime::{Error, ParamKind};

mod launcher;
mod torch_stream;

create_exception!(_C, CompileError, PyException, "A language error in a kernel (file:line:col, source line, caret).");
create_exception!(
    _C,
    ConstexprCallNeeded,
    CompileError,
    "Lowering needs a constexpr_function's result: (rendered location, memo key, function key, arguments JSON)."
);

/// Each kind of runtime error to its Python exception: the one place where they are mapped.
fn to_py_err(e: Error) -> PyErr {
    match e {
        Error::Compile(c) => match &c.constexpr_call {
            Some(call) => ConstexprCallNeeded::new_err((
                c.render(),
                call.memo_key.clone(),
                call.function.clone(),
                call.arguments.to_string(),
            )),
            None => CompileError::new_err(c.render()),
        },
        // bad input, and a toolkit or driver that is not installed, are the caller's to fix
        Error::Invalid(s) | Error::Unavailable(s) => PyValueError::new_err(s),
        Error::OutOfResources { message, resource, required, limit } => out_of_resources(resource, required, limit)
            .unwrap_or_else(|| PyValueError::new_err(format!("OutOfResources: {message}"))),
        Error::Internal(s) => PyRuntimeError::new_err(s),
        Error::Interrupted => pyo3::exceptions::PyKeyboardInterrupt::new_err("the kernel launch was interrupted"),
    }
}

/// `triton_musa.errors.OutOfResources(required, limit, resource)`, as upstream raises it.
fn out_of_resources(resource: &str, required: Option<u64>, limit: Option<u64>) -> Option<PyErr> {
    let (required, limit) = (required?, limit?);
    Python::with_gil(|py| {
        let class = py.import("triton_musa.errors").and_then(|m| m.getattr("OutOfResources")).ok()?;
        let value = class.call1((required, limit, resource)).ok()?;
        Some(PyErr::from_value(value))
    })
}

/// Run a host kernel with the GIL released. A pending Python signal (Ctrl-C) stops it between
/// programs, and its exception (KeyboardInterrupt) is what the launch raises.
pub(crate) fn launch_host(py: Python<'_>, k: &tm_runtime::Kernel, grid: [u32; 3], slots: &[u64]) -> PyResult<()> {
    let pending: std::sync::Mutex<Option<PyErr>> = std::sync::Mutex::new(None);
    let poll = || {
        Python::with_gil(|py| match py.check_signals() {
            Ok(()) => false,
            Err(e) => {
                if let Ok(mut p) = pending.lock() {
                    *p = Some(e);
                }
                true
            }
        })
    };
    let r = py.allow_threads(|| guarded("launch", || k.launch_with(grid, slots, 0, Some(&poll))));
    if let Some(e) = pending.into_inner().ok().flatten() {
        return Err(e);
    }
    r
}

/// Run `f`, turning a Rust panic into a Python RuntimeError instead of unwinding into Python.
fn guarded<T>(what: &str, f: impl FnOnce() -> Result<T, Error>) -> PyResult<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r.map_err(to_py_err),
        Err(p) => Err(PyRuntimeError::new_err(format!(
            "internal error in {what}: {}",
            tm_runtime::compiler::panic_message(&*p)
        ))),
    }
}

#[pyclass(module = "triton_musa._C", frozen)]
struct Kernel {
    inner: Arc<tm_runtime::Kernel>,
}

fn slot(kind: ParamKind, name: &str, v: &Bound<'_, PyAny>) -> PyResult<u64> {
    let bad = |want: &str| {
        PyTypeError::new_err(format!(
            "argument '{name}': expected {want}, got {}",
            v.get_type().name().map(|n| n.to_string()).unwrap_or_else(|_| "?".into())
        ))
    };
    match kind {
        ParamKind::Pointer => v.extract::<u64>().map_err(|_| bad("a tensor (device address)")),
        ParamKind::Bool => v.extract::<bool>().map(|b| b as u64).map_err(|_| bad("a bool")),
        ParamKind::Float { bits } => {
            let x: f64 = v.extract().map_err(|_| bad("a float"))?;
            Ok(match bits {
                64 => x.to_bits(),
                _ => (x as f32).to_bits() as u64,
            })
        }
        ParamKind::Int { bits, signed } => {
            if signed {
                let x: i64 = v.extract().map_err(|_| bad("an int"))?;
                if bits == 32 && i32::try_from(x).is_err() {
                    return Err(PyValueError::new_err(format!("argument '{name}': {x} does not fit in int32")));
                }
                Ok(if bits == 32 { x as i32 as u32 as u64 } else { x as u64 })
            } else {
                let x: u64 = v.extract().map_err(|_| bad("a non-negative int"))?;
                Ok(x)
            }
        }
        ParamKind::TensorMap { .. } | ParamKind::Scratch { .. } => {
            Err(PyValueError::new_err(format!("argument '{name}' is derived by the launch; pass nothing for it")))
        }
    }
}

/// A launch grid as three program counts; anything but 1 to 3 integers is an error naming it.
fn grid_dims(grid: &Bound<'_, PyAny>) -> PyResult<[i64; 3]> {
    let bad = || {
        PyValueError::new_err(format!(
            "grid must be 1 to 3 integers, got {}",
            grid.repr().map(|r| r.to_string()).unwrap_or_default()
        ))
    };
    let items: Vec<Bound<'_, PyAny>> =
        grid.try_iter().map_err(|_| bad())?.collect::<PyResult<_>>().map_err(|_| bad())?;
    if items.is_empty() || items.len() > 3 {
        return Err(bad());
    }
    let mut out = [1i64; 3];
    for (o, x) in out.iter_mut().zip(&items) {
        *o = match x.extract::<i64>() {
            Ok(v) => v,
            // beyond i64: still named, with its value, by check_grid's message shape
            Err(_) => {
                return Err(PyValueError::new_err(format!(
                    "grid {}: {} is not a program count",
                    grid.repr().map(|r| r.to_string()).unwrap_or_default(),
                    x.repr().map(|r| r.to_string()).unwrap_or_default()
                )))
            }
        };
    }
    Ok(out)
}

/// A compiled kernel bound to a grid (`kernel[grid]`).
#[pyclass(module = "triton_musa._C", frozen)]
struct KernelRunner {
    kernel: Py<Kernel>,
    grid: [u32; 3],
}

#[pymethods]
impl KernelRunner {
    #[pyo3(signature = (*args, stream=None))]
    fn __call__(&self, py: Python<'_>, args: &Bound<'_, PyTuple>, stream: Option<u64>) -> PyResult<()> {
        let k = self.kernel.get().inner.clone();
        let meta = &k.metadata;
        if !meta.checks.is_empty() {
            return Err(PyValueError::new_err(format!(
                "kernel '{}' was compiled with debug checks: launch it through its @jit function",
                meta.name
            )));
        }
        if args.len() != meta.all_params.len() {
            return Err(PyTypeError::new_err(format!(
                "kernel '{}' takes {} arguments (all its parameters, constexprs included), got {}",
                meta.name,
                meta.all_params.len(),
                args.len()
            )));
        }
        let mut runtime = meta.params.iter().peekable();
        let mut slots = Vec::with_capacity(meta.params.len());
        for (name, v) in meta.all_params.iter().zip(args.iter()) {
            let Some((pname, kind)) = runtime.peek() else { break };
            if pname != name {
                continue; // a constexpr or None: compiled in
            }
            let v = if v.hasattr(pyo3::intern!(py, "data_ptr"))? {
                v.call_method0(pyo3::intern!(py, "data_ptr"))?
            } else {
                v
            };
            slots.push(slot(*kind, name, &v)?);
            runtime.next();
        }
        if slots.len() != meta.params.len() {
            // tuple arguments take one slot per item, which only the @jit launch path unpacks
            return Err(PyTypeError::new_err(format!(
                "kernel '{}' takes tuple arguments: launch it through its @jit function",
                meta.name
            )));
        }
        if k.runs_on_host() {
            return launch_host(py, &k, self.grid, &slots);
        }
        let stream = match stream {
            Some(s) => s,
            None => {
                let drv = py.import("triton_musa.runtime.driver")?.getattr("driver")?.getattr("active")?;
                let s = drv.call_method0("get_current_stream")?;
                if s.is_none() {
                    0
                } else {
                    s.extract::<u64>()?
                }
            }
        };
        guarded("launch", || k.launch_on(self.grid, &slots, stream))
    }
}

#[pyclass(module = "triton_musa._C", frozen, get_all)]
struct KernelMetadata {
    name: String,
    target: String,
    arch: String,
    warp_size: u32,
    num_warps: u32,
    num_stages: u32,
    /// Bytes of shared memory per program.
    shared: u32,
    /// Compiled with debug checks.
    debug: bool,
}

#[pymethods]
impl KernelMetadata {
    /// `metadata["shared"]`: the same fields by name.
    fn __getitem__<'py>(slf: &Bound<'py, Self>, key: &str) -> PyResult<Bound<'py, PyAny>> {
        const FIELDS: [&str; 8] = ["name", "target", "arch", "warp_size", "num_warps", "num_stages", "shared", "debug"];
        if !FIELDS.contains(&key) {
            return Err(pyo3::exceptions::PyKeyError::new_err(key.to_string()));
        }
        slf.getattr(key)
    }

    fn __repr__(&self) -> String {
        format!(
            "KernelMetadata(name={:?}, target={:?}, arch={:?}, num_warps={}, num_stages={}, shared={})",
            self.name, self.target, self.arch, self.num_warps, self.num_stages, self.shared
        )
    }
}

#[pymethods]
impl Kernel {
    /// Launch over `grid` with the runtime arguments in order (tensors as addresses).
    #[pyo3(signature = (grid, args, stream=0))]
    fn launch(&self, py: Python<'_>, grid: &Bound<'_, PyAny>, args: &Bound<'_, PyAny>, stream: u64) -> PyResult<()> {
        let grid = grid_dims(grid)?;
        self.inner.check_grid(&grid).map_err(to_py_err)?;
        let grid = grid.map(|g| g as u32);
        // the caller's parameters (the launch derives the others)
        let params = || self.inner.metadata.params.iter().filter(|p| p.1.supplied());
        let args: Vec<Bound<'_, PyAny>> = if let Ok(l) = args.downcast::<PyList>() {
            l.iter().collect()
        } else if let Ok(t) = args.downcast::<PyTuple>() {
            t.iter().collect()
        } else {
            return Err(PyTypeError::new_err("launch arguments must be a list or a tuple"));
        };
        let supplied = params().count();
        if args.len() != supplied {
            return Err(PyTypeError::new_err(format!(
                "kernel '{}' takes {supplied} runtime arguments, got {}",
                self.inner.metadata.name,
                args.len()
            )));
        }
        let mut slots = Vec::with_capacity(args.len());
        for ((name, kind), v) in params().zip(&args) {
            slots.push(slot(*kind, name, v)?);
        }
        let k = self.inner.clone();
        if k.runs_on_host() {
            // Host kernels run to completion here: let other Python threads go meanwhile.
            launch_host(py, &k, grid, &slots)
        } else {
            // A GPU launch only enqueues work; keeping the GIL is cheaper than releasing it.
            guarded("launch", || k.launch_on(grid, &slots, stream))
        }
    }

    /// Diagnostic (bench/launch_probe.py): `n` launches from Rust, without Python between them,
    /// through `variant` ("params", "buffer" or "ex"); nanoseconds per launch.
    #[pyo3(signature = (grid, args, stream, n, variant="params"))]
    fn _launch_probe(
        &self,
        grid: (u32, u32, u32),
        args: Vec<u64>,
        stream: u64,
        n: u32,
        variant: &str,
    ) -> PyResult<f64> {
        let variant = match variant {
            "params" => tm_runtime::gpu_driver::LaunchVariant::Params,
            "buffer" => tm_runtime::gpu_driver::LaunchVariant::Buffer,
            "ex" => tm_runtime::gpu_driver::LaunchVariant::Ex,
            v => return Err(PyValueError::new_err(format!("variant: expected params, buffer or ex, got {v:?}"))),
        };
        let k = self.inner.clone();
        guarded("launch probe", || k.launch_probe([grid.0, grid.1, grid.2], &args, stream, n, variant))
    }

    #[getter]
    fn name(&self) -> String {
        self.inner.metadata.name.clone()
    }

    /// The kernel's metadata as upstream's `kernel.metadata` offers it (`.shared`, `.num_warps`, ...).
    #[getter]
    fn metadata(&self) -> KernelMetadata {
        let m = &self.inner.metadata;
        KernelMetadata {
            name: m.name.clone(),
            target: m.target.clone(),
            arch: m.arch.clone(),
            warp_size: m.warp_size,
            num_warps: m.num_warps,
            num_stages: m.num_stages,
            shared: m.shared,
            debug: !m.checks.is_empty(),
        }
    }

    /// All of the metadata as JSON (parameters, debug checks, compiler version).
    #[getter]
    fn metadata_json(&self) -> String {
        serde_json::to_string(&self.inner.metadata).unwrap_or_default()
    }

    /// Registers per thread (GPU kernels; None on the host, where there is no such limit).
    #[getter]
    fn n_regs(&self) -> Option<i32> {
        self.inner.registers().map(|r| r.0)
    }

    /// Bytes spilled to local memory per thread (GPU kernels; None on the host).
    #[getter]
    fn n_spills(&self) -> Option<i32> {
        self.inner.registers().map(|r| r.1)
    }

    /// Upstream loads a kernel's module lazily; here it is loaded when compiled, so there is
    /// nothing left to do.
    fn _init_handles(&self) {}

    /// `kernel[grid](*args)`: launch this compiled kernel directly with every parameter of the
    /// kernel (constexprs included, as upstream's compiled kernels take them).
    fn __getitem__(slf: Py<Self>, grid: &Bound<'_, PyAny>) -> PyResult<KernelRunner> {
        let dims = grid_dims(grid)?;
        slf.get().inner.check_grid(&dims).map_err(to_py_err)?;
        Ok(KernelRunner { kernel: slf, grid: dims.map(|g| g as u32) })
    }

    #[getter]
    fn asm<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for (k, v) in &self.inner.asm {
            d.set_item(k, v)?;
        }
        Ok(d)
    }

    #[getter]
    fn cache_hit(&self) -> bool {
        self.inner.cache_hit
    }

    #[getter]
    fn cache_path(&self) -> String {
        self.inner.cache_path.display().to_string()
    }

    #[getter]
    fn param_names(&self) -> Vec<String> {
        self.inner.metadata.params.iter().map(|p| p.0.clone()).collect()
    }
}

/// Compile (or load from the cache) the kernel described by a JSON message.
#[pyfunction]
fn compile(py: Python<'_>, message: &str) -> PyResult<Kernel> {
    let message = message.to_string();
    let k = py.allow_threads(|| guarded("compile", || tm_runtime::compile(&message)))?;
    Ok(Kernel { inner: Arc::new(k) })
}

/// Compile several messages in parallel (autotuning): a Kernel or the exception, per message.
#[pyfunction]
fn compile_many(py: Python<'_>, messages: Vec<String>) -> PyResult<Vec<PyObject>> {
    let results = py.allow_threads(|| tm_runtime::compiler::compile_many(&messages));
    results
        .into_iter()
        .map(|r| match r {
            Ok(k) => Ok(Py::new(py, Kernel { inner: Arc::new(k) })?.into_any()),
            Err(e) => Ok(to_py_err(e).into_value(py).into_any()),
        })
        .collect()
}

/// Compile for any target without loading (no driver or GPU needed); returns stage -> text.
#[pyfunction]
fn compile_only<'py>(py: Python<'py>, message: &str) -> PyResult<Bound<'py, PyDict>> {
    let message = message.to_string();
    let stages = py.allow_threads(|| guarded("compile", || tm_runtime::compiler::compile_only(&message)))?;
    let d = PyDict::new(py);
    for (k, v) in stages {
        d.set_item(k, v)?;
    }
    Ok(d)
}

/// The environment variables the compiler reads for a compile (`tm_settings`): Python sends
/// their values with each compile message.
#[pyfunction]
fn settings_variables() -> Vec<&'static str> {
    tm_runtime::settings_variables().to_vec()
}

/// Backends this build can compile for.
#[pyfunction]
fn backends() -> Vec<&'static str> {
    tm_runtime::compiler::backends()
}

/// upstream's `driver.active.utils.get_device_properties(index)` for "cpu", "cuda" or "musa".
#[pyfunction]
fn device_properties<'py>(py: Python<'py>, backend: &str, index: i32) -> PyResult<Bound<'py, PyDict>> {
    let vendor = match backend {
        "cpu" if index == 0 => None,
        "cpu" => return Err(PyValueError::new_err(format!("the cpu backend has one device (0), not {index}"))),
        "cuda" => Some(tm_runtime::gpu_driver::Vendor::Cuda),
        "musa" => Some(tm_runtime::gpu_driver::Vendor::Musa),
        other => return Err(PyValueError::new_err(format!("no device properties for backend '{other}'"))),
    };
    let props = match vendor {
        None => tm_runtime::host_device_properties(),
        Some(v) => {
            tm_runtime::gpu_driver::device_properties(v, index).map_err(|e| PyRuntimeError::new_err(e.to_string()))?
        }
    };
    let d = PyDict::new(py);
    for (k, v) in props {
        d.set_item(k, v)?;
    }
    Ok(d)
}

/// Whether the CUDA driver library can be loaded here.
#[pyfunction]
fn cuda_driver_available() -> bool {
    tm_runtime::gpu_driver::available(tm_runtime::gpu_driver::Vendor::Cuda)
}

#[pyfunction]
fn version() -> &'static str {
    tm_runtime::compiler::COMPILER_VERSION
}

#[pyfunction]
fn host_cpu() -> String {
    tm_runtime::compiler::host_cpu()
}

#[pymodule]
fn _C(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Kernel>()?;
    m.add_class::<launcher::Launcher>()?;
    m.add_class::<launcher::LaunchIndex>()?;
    m.add_function(wrap_pyfunction!(launcher::_driver_changed, m)?)?;
    m.add_class::<launcher::BoundLaunch>()?;
    m.add_function(wrap_pyfunction!(compile, m)?)?;
    m.add_function(wrap_pyfunction!(version, m)?)?;
    m.add_function(wrap_pyfunction!(compile_only, m)?)?;
    m.add_function(wrap_pyfunction!(compile_many, m)?)?;
    m.add_function(wrap_pyfunction!(backends, m)?)?;
    m.add_function(wrap_pyfunction!(settings_variables, m)?)?;
    m.add_function(wrap_pyfunction!(cuda_driver_available, m)?)?;
    m.add_function(wrap_pyfunction!(host_cpu, m)?)?;
    m.add_function(wrap_pyfunction!(device_properties, m)?)?;
    m.add_class::<KernelMetadata>()?;
    m.add_class::<KernelRunner>()?;
    m.add("CompileError", m.py().get_type::<CompileError>())?;
    m.add("ConstexprCallNeeded", m.py().get_type::<ConstexprCallNeeded>())?;
    Ok(())
}
