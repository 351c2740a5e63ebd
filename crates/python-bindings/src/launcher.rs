//! The launch fast path: binds a call's arguments, derives a specialisation key from the cheap
//! facts about them and launches the kernel registered for that key, all in one C call.
//!
//! The key is finer than the Python-side specialisation key (it records every fact the Python key
//! is computed from), so a key hit always names the kernel the Python path would have chosen. Any
//! argument of an unusual type, a missing argument or a miss returns to Python, which binds,
//! validates (with its error messages), compiles and registers the kernel under the key.

use crate::{guarded, Kernel};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyDict, PyFloat, PyInt, PyString, PyTuple, PyType};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use tm_runtime::ParamKind;

use crate::torch_stream::{torch_streams, TorchStreams};

/// The direct stream query, if it exists and gives what torch's Python query gives now.
fn direct_stream_agreeing(
    py: Python<'_>,
    query: &PyObject,
    arg: &Py<PyTuple>,
) -> PyResult<Option<&'static TorchStreams>> {
    if tm_runtime::Settings::from_env().py_stream_query {
        return Ok(None);
    }
    let Some(direct) = torch_streams() else { return Ok(None) };
    let Ok(expected) = query.bind(py).call(arg.bind(py), None).and_then(|s| s.extract::<u64>()) else {
        return Ok(None); // CUDA is not usable through torch: leave it to the Python query's errors
    };
    Ok((direct.current() == Some(expected)).then_some(direct))
}

/// Per-call buffers live on the stack for kernels of up to 16 parameters (no allocation).
type Key = SmallVec<[u8; 160]>;
type Slots<T> = SmallVec<[T; 16]>;

/// What `Launcher.run` did: launched (returns the kernel), missed (returns the key to register),
/// or could not decide (returns None: the Python path handles the call).
enum Outcome {
    Launched(Py<Kernel>),
    Miss(Vec<u8>),
    Slow,
}

impl<'py> IntoPyObject<'py> for Outcome {
    type Target = PyAny;
    type Output = Bound<'py, PyAny>;
    type Error = PyErr;
    fn into_pyobject(self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(match self {
            Outcome::Launched(k) => k.into_bound(py).into_any(),
            Outcome::Miss(key) => PyBytes::new(py, &key).into_any(),
            Outcome::Slow => py.None().into_bound(py),
        })
    }
}

/// A runtime argument as the launch needs it.
#[derive(Clone, Copy)]
enum RtValue {
    Int(i64),
    UInt(u64),
    Float(f64),
    Bool(bool),
    Ptr(u64),
}

#[pyclass(module = "triton_musa._C", frozen)]
pub struct Launcher {
    names: Vec<Py<PyString>>,
    is_constexpr: Vec<bool>,
    /// Default value per parameter; `missing` marks a required one.
    defaults: Vec<PyObject>,
    missing: PyObject,
    tensor_type: Py<PyType>,
    /// Attribute that is true for tensors on the active device (`is_cuda`, `is_cpu`).
    device_attr: Py<PyString>,
    /// On GPU backends, the current-stream query as a callable and its argument tuple (made
    /// once, so a launch allocates nothing for it).
    stream_query: Option<(PyObject, Py<PyTuple>)>,
    /// The same answer straight from torch's C++ library, where it was found and agreed.
    torch_streams: Option<&'static TorchStreams>,
    host: bool,
    kernels: Mutex<FxHashMap<Vec<u8>, Py<Kernel>>>,
    /// (globals dict, name, value) of every global the kernels were compiled with: a launch
    /// whose global is no longer that very object goes to Python, which compares and raises.
    global_guards: Mutex<Vec<(Py<PyDict>, Py<PyString>, PyObject)>>,
}

fn kind_of(rt: RtValue, kind: ParamKind) -> Option<u64> {
    Some(match (rt, kind) {
        (RtValue::Ptr(p), ParamKind::Pointer) => p,
        (RtValue::Bool(b), ParamKind::Bool) => b as u64,
        (RtValue::Float(x), ParamKind::Float { bits: 64 }) => x.to_bits(),
        (RtValue::Float(x), ParamKind::Float { .. }) => (x as f32).to_bits() as u64,
        (RtValue::Int(x), ParamKind::Int { bits: 32, signed: true }) => i32::try_from(x).ok()? as u32 as u64,
        (RtValue::Int(x), ParamKind::Int { signed: true, .. }) => x as u64,
        (RtValue::Int(x), ParamKind::Int { signed: false, .. }) => u64::try_from(x).ok()?,
        (RtValue::UInt(x), ParamKind::Int { signed: false, .. }) => x,
        _ => return None,
    })
}

impl Launcher {
    /// The call's value for parameter `i`, or None when it is missing.
    fn value<'py>(
        &self,
        py: Python<'py>,
        i: usize,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Option<Bound<'py, PyAny>>> {
        if i < args.len() {
            return Ok(Some(args.get_item(i)?));
        }
        if let Some(kw) = kwargs {
            if let Some(v) = kw.get_item(self.names[i].bind(py))? {
                return Ok(Some(v));
            }
        }
        let d = self.defaults[i].bind(py);
        Ok(if d.is(&self.missing) { None } else { Some(d.clone()) })
    }

    /// Key bytes for a constexpr value; None for a type only the Python path keys.
    fn constexpr_key(v: &Bound<'_, PyAny>, key: &mut Key) -> PyResult<bool> {
        if v.is_none() {
            key.push(b'N');
        } else if v.is_exact_instance_of::<PyBool>() {
            key.extend([b'B', v.is_truthy()? as u8]);
        } else if v.is_exact_instance_of::<PyInt>() {
            let Ok(x) = v.extract::<i64>() else { return Ok(false) };
            key.push(b'I');
            key.extend(x.to_le_bytes());
        } else if v.is_exact_instance_of::<PyFloat>() {
            key.push(b'F');
            key.extend(v.extract::<f64>()?.to_bits().to_le_bytes());
        } else if v.is_exact_instance_of::<PyString>() {
            let s = v.downcast::<PyString>()?.to_cow()?;
            key.push(b'S');
            key.extend((s.len() as u32).to_le_bytes());
            key.extend_from_slice(s.as_bytes());
        } else {
            return Ok(false);
        }
        Ok(true)
    }

    fn bind_call<'py>(
        &self,
        py: Python<'py>,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
        key: &mut Key,
        rt: &mut Slots<RtValue>,
        vals: &mut Slots<Bound<'py, PyAny>>,
    ) -> PyResult<bool> {
        let n = self.names.len();
        if args.len() > n {
            return Ok(false);
        }
        let mut used_kwargs = 0;
        let mut current: Option<i32> = None;
        for i in 0..n {
            if i >= args.len() {
                if let Some(kw) = kwargs {
                    if kw.contains(self.names[i].bind(py))? {
                        used_kwargs += 1;
                    }
                }
            }
            let Some(v) = self.value(py, i, args, kwargs)? else { return Ok(false) };
            if self.is_constexpr[i] {
                if !Self::constexpr_key(&v, key)? {
                    return Ok(false);
                }
            } else if v.is_exact_instance_of::<PyBool>() {
                key.push(b'b');
                rt.push(RtValue::Bool(v.is_truthy()?));
            } else if v.is_exact_instance_of::<PyInt>() {
                // Range class, divisibility by 16 and equality to 1: what the Python key uses.
                let (class, lo) = match v.extract::<i64>() {
                    Ok(x) => {
                        rt.push(RtValue::Int(x));
                        (if i32::try_from(x).is_ok() { b'4' } else { b'8' }, x as u64)
                    }
                    Err(_) => match v.extract::<u64>() {
                        Ok(x) => {
                            rt.push(RtValue::UInt(x));
                            (b'u', x)
                        }
                        Err(_) => return Ok(false),
                    },
                };
                key.extend([b'i', class, (lo % 16 == 0) as u8, (lo == 1) as u8]);
            } else if v.is_exact_instance_of::<PyFloat>() {
                key.push(b'f');
                rt.push(RtValue::Float(v.extract::<f64>()?));
            } else if v.is_none() {
                key.push(b'n');
            } else if v.is_instance(self.tensor_type.bind(py))? {
                if !v.getattr(self.device_attr.bind(py))?.is_truthy()? {
                    return Ok(false); // the Python path names the parameter and the device
                }
                if !self.host {
                    // a tensor on another GPU would fault the kernel: the Python path names it
                    let here = *current.get_or_insert_with(|| {
                        tm_runtime::gpu_driver::current_device(tm_runtime::gpu_driver::Vendor::Cuda).unwrap_or(-1)
                    });
                    let dev: i64 = v.call_method0(intern!(py, "get_device"))?.extract()?;
                    if dev != here as i64 {
                        return Ok(false);
                    }
                }
                let ptr: u64 = v.call_method0(intern!(py, "data_ptr"))?.extract()?;
                let dtype = v.getattr(intern!(py, "dtype"))?;
                // torch dtypes are immortal singletons: their address identifies them.
                key.push(b'p');
                key.extend((dtype.as_ptr() as usize as u64).to_le_bytes());
                key.push((ptr & 15 == 0) as u8);
                rt.push(RtValue::Ptr(ptr));
            } else {
                return Ok(false);
            }
            vals.push(v);
        }
        // Launch options given as keywords are part of the key too.
        if let Some(kw) = kwargs {
            if kw.len() > used_kwargs {
                let mut opts: Vec<(String, Bound<'py, PyAny>)> = vec![];
                for (k, v) in kw.iter() {
                    let k: String = k.extract()?;
                    if !self.names.iter().any(|n| n.bind(py).to_cow().map(|s| s == k).unwrap_or(false)) {
                        opts.push((k, v));
                    }
                }
                opts.sort_by(|a, b| a.0.cmp(&b.0));
                for (k, v) in opts {
                    key.push(b'o');
                    key.extend_from_slice(k.as_bytes());
                    key.push(0);
                    if !Self::constexpr_key(&v, key)? {
                        return Ok(false);
                    }
                }
            }
        }
        Ok(true)
    }

    fn grid<'py>(
        &self,
        py: Python<'py>,
        grid: &Bound<'py, PyAny>,
        vals: &[Bound<'py, PyAny>],
    ) -> PyResult<Option<[u32; 3]>> {
        let g = if grid.is_callable() {
            let d = PyDict::new(py);
            for (n, v) in self.names.iter().zip(vals) {
                d.set_item(n.bind(py), v)?;
            }
            grid.call1((d,))?
        } else {
            grid.clone()
        };
        let Ok(t) = g.downcast::<PyTuple>() else {
            return Ok(None);
        };
        if t.is_empty() || t.len() > 3 {
            return Ok(None);
        }
        let mut out = [1u32; 3];
        for (i, x) in t.iter().enumerate() {
            if !x.is_exact_instance_of::<PyInt>() {
                return Ok(None);
            }
            let Ok(x) = x.extract::<u32>() else { return Ok(None) };
            out[i] = x;
        }
        Ok(Some(out))
    }
}

#[pymethods]
impl Launcher {
    #[new]
    #[pyo3(signature = (names, is_constexpr, defaults, missing, tensor_type, device_attr, stream_query, host))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        names: Vec<String>,
        is_constexpr: Vec<bool>,
        defaults: Vec<PyObject>,
        missing: PyObject,
        tensor_type: Py<PyType>,
        device_attr: &str,
        stream_query: Option<(PyObject, Py<PyTuple>)>,
        host: bool,
    ) -> PyResult<Self> {
        if names.len() != is_constexpr.len() || names.len() != defaults.len() {
            return Err(pyo3::exceptions::PyValueError::new_err(
                "Launcher: names, is_constexpr and defaults differ in length",
            ));
        }
        let torch_streams = match &stream_query {
            Some((query, arg)) => direct_stream_agreeing(py, query, arg)?,
            None => None,
        };
        Ok(Launcher {
            torch_streams,
            names: names.iter().map(|n| PyString::intern(py, n).unbind()).collect(),
            is_constexpr,
            defaults,
            missing,
            tensor_type,
            device_attr: PyString::intern(py, device_attr).unbind(),
            stream_query,
            host,
            kernels: Mutex::new(FxHashMap::default()),
            global_guards: Mutex::new(vec![]),
        })
    }

    /// Launch `fn[grid](*args, **kwargs)` when its specialisation is registered: returns the
    /// kernel; on a miss, the key bytes to `register`; None when the Python path must decide.
    #[pyo3(signature = (grid, args, kwargs=None))]
    fn run<'py>(
        &self,
        py: Python<'py>,
        grid: &Bound<'py, PyAny>,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Outcome> {
        self.run_call(py, grid, args, kwargs)
    }

    /// `fn[grid]`: a callable that launches through this launcher and hands anything it cannot
    /// decide to `fallback(*args, grid=grid, warmup=False, **kwargs)` (the Python path).
    fn bind(slf: Py<Self>, grid: PyObject, fallback: PyObject) -> BoundLaunch {
        BoundLaunch { launcher: slf, grid, fallback }
    }

    /// Remember the kernel the Python path chose for `key` (from a `run` miss).
    fn register(&self, key: &[u8], kernel: Py<Kernel>) -> PyResult<()> {
        self.kernels
            .lock()
            .map_err(|_| pyo3::exceptions::PyRuntimeError::new_err("launcher lock poisoned"))?
            .insert(key.to_vec(), kernel);
        Ok(())
    }

    /// The globals the kernels were compiled with, as `(globals dict, name, value)` triples.
    fn set_global_guards(&self, guards: Vec<(Py<PyDict>, Py<PyString>, PyObject)>) -> PyResult<()> {
        *self
            .global_guards
            .lock()
            .map_err(|_| pyo3::exceptions::PyRuntimeError::new_err("launcher lock poisoned"))? = guards;
        Ok(())
    }

    /// Forget every registered kernel (the Python cache was cleared).
    fn clear(&self) -> PyResult<()> {
        self.kernels.lock().map_err(|_| pyo3::exceptions::PyRuntimeError::new_err("launcher lock poisoned"))?.clear();
        Ok(())
    }

    fn __len__(&self) -> usize {
        self.kernels.lock().map(|m| m.len()).unwrap_or(0)
    }

    /// Whether launches read torch's current stream from its C++ library (else through Python).
    #[getter]
    fn direct_stream_query(&self) -> bool {
        self.torch_streams.is_some()
    }
}

impl Launcher {
    fn globals_unchanged(&self, py: Python<'_>) -> PyResult<bool> {
        let guards = self
            .global_guards
            .lock()
            .map_err(|_| pyo3::exceptions::PyRuntimeError::new_err("launcher lock poisoned"))?;
        for (globals, name, value) in guards.iter() {
            match globals.bind(py).get_item(name.bind(py))? {
                Some(cur) if cur.is(value.bind(py)) => {}
                _ => return Ok(false),
            }
        }
        Ok(true)
    }

    fn run_call<'py>(
        &self,
        py: Python<'py>,
        grid: &Bound<'py, PyAny>,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Outcome> {
        let mut key = Key::new();
        let mut rt = Slots::new();
        let mut vals = Slots::new();
        if !self.bind_call(py, args, kwargs, &mut key, &mut rt, &mut vals)? {
            return Ok(Outcome::Slow);
        }
        let kernel = self
            .kernels
            .lock()
            .map_err(|_| pyo3::exceptions::PyRuntimeError::new_err("launcher lock poisoned"))?
            .get(key.as_slice())
            .map(|k| k.clone_ref(py));
        let Some(kernel) = kernel else { return Ok(Outcome::Miss(key.to_vec())) };
        if !self.globals_unchanged(py)? {
            return Ok(Outcome::Slow);
        }
        let Some(grid) = self.grid(py, grid, &vals)? else { return Ok(Outcome::Slow) };
        let k = kernel.get().inner.clone();
        let params = &k.metadata.params;
        if params.len() != rt.len() {
            return Ok(Outcome::Slow);
        }
        let mut slots: Slots<u64> = Slots::new();
        for (v, (_, kind)) in rt.iter().zip(params) {
            let Some(s) = kind_of(*v, *kind) else { return Ok(Outcome::Slow) };
            slots.push(s);
        }
        if grid.iter().all(|g| *g > 0) {
            if self.host {
                crate::launch_host(py, &k, grid, &slots)?;
            } else {
                let direct = self.torch_streams.and_then(|d| d.current());
                let stream = match (direct, &self.stream_query) {
                    (Some(s), _) => s,
                    (None, Some((query, arg))) => query.bind(py).call(arg.bind(py), None)?.extract::<u64>()?,
                    (None, None) => 0,
                };
                guarded("launch", || k.launch_on(grid, &slots, stream))?;
            }
        }
        Ok(Outcome::Launched(kernel))
    }
}

/// `fn[grid]` on the fast path: one Rust call from the launch expression to the driver.
#[pyclass(module = "triton_musa._C", frozen)]
pub struct BoundLaunch {
    launcher: Py<Launcher>,
    grid: PyObject,
    fallback: PyObject,
}

#[pymethods]
impl BoundLaunch {
    #[pyo3(signature = (*args, **kwargs))]
    fn __call__<'py>(
        &self,
        py: Python<'py>,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<PyObject> {
        let grid = self.grid.bind(py);
        if let Outcome::Launched(k) = self.launcher.get().run_call(py, grid, args, kwargs)? {
            return Ok(k.into_any());
        }
        let kw = match kwargs {
            Some(k) => k.copy()?,
            None => PyDict::new(py),
        };
        kw.set_item(intern!(py, "grid"), grid)?;
        kw.set_item(intern!(py, "warmup"), false)?;
        Ok(self.fallback.bind(py).call(args, Some(&kw))?.unbind())
    }
}

/// Bumped whenever Python changes the active driver: a `fn[grid]` remembered under an older
/// value may launch through a launcher made for another driver, so it is not used.
static DRIVER_EPOCH: AtomicU64 = AtomicU64::new(0);

/// `triton.runtime.driver` changed its active driver.
#[pyfunction]
pub fn _driver_changed() {
    DRIVER_EPOCH.fetch_add(1, Ordering::Relaxed);
}

/// A grid tuple of plain ints, as a hashable key; None for anything else (not remembered).
fn grid_key(grid: &Bound<'_, PyAny>) -> Option<(u8, [u32; 3])> {
    let t = grid.downcast_exact::<PyTuple>().ok()?;
    if t.is_empty() || t.len() > 3 {
        return None;
    }
    let mut dims = [0u32; 3];
    for (d, x) in dims.iter_mut().zip(t.iter()) {
        if !x.is_exact_instance_of::<PyInt>() {
            return None;
        }
        *d = x.extract().ok()?;
    }
    Some((t.len() as u8, dims))
}

/// The base of `JITFunction`: `fn[grid]` answered in Rust from the launches it has seen, and
/// handed to the Python `_getitem` otherwise (first use of a grid, hooks, another driver).
#[pyclass(module = "triton_musa._C", subclass, frozen)]
pub struct LaunchIndex {
    bound: Mutex<FxHashMap<(u8, [u32; 3]), (u64, Py<BoundLaunch>)>>,
}

/// At most this many grids are remembered per kernel (a grid per problem size is common).
const REMEMBERED_GRIDS: usize = 64;

#[pymethods]
impl LaunchIndex {
    #[new]
    #[pyo3(signature = (*_args, **_kwargs))]
    fn new(_args: &Bound<'_, PyTuple>, _kwargs: Option<&Bound<'_, PyDict>>) -> Self {
        LaunchIndex { bound: Mutex::new(FxHashMap::default()) }
    }

    fn __getitem__<'py>(slf: &Bound<'py, Self>, grid: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        if let Some(key) = grid_key(grid) {
            let epoch = DRIVER_EPOCH.load(Ordering::Relaxed);
            if let Ok(map) = slf.get().bound.lock() {
                if let Some((e, b)) = map.get(&key) {
                    if *e == epoch {
                        return Ok(b.bind(slf.py()).clone().into_any());
                    }
                }
            }
        }
        slf.call_method1(intern!(slf.py(), "_getitem"), (grid,))
    }

    /// Remember `bound` as the answer to `fn[grid]` while the active driver stays the same.
    fn _remember(&self, grid: &Bound<'_, PyAny>, bound: Py<BoundLaunch>) {
        let Some(key) = grid_key(grid) else { return };
        if let Ok(mut map) = self.bound.lock() {
            if map.len() < REMEMBERED_GRIDS || map.contains_key(&key) {
                map.insert(key, (DRIVER_EPOCH.load(Ordering::Relaxed), bound));
            }
        }
    }

    /// Forget every remembered grid (a hook was added, or the launcher was remade).
    fn _forget(&self) {
        if let Ok(mut map) = self.bound.lock() {
            map.clear();
        }
    }

    fn _remembered(&self) -> usize {
        self.bound.lock().map(|m| m.len()).unwrap_or(0)
    }
}
