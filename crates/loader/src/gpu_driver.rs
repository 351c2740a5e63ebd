//! The CUDA and MUSA driver APIs through `dlopen` (no link-time dependency on libcuda or
//! libmusa). MUSA's API mirrors CUDA's with an `mu` prefix, including the attribute numbers.

use libloading::Library;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};
use std::sync::OnceLock;

impl From<String> for DriverError {
    fn from(s: String) -> DriverError {
        DriverError::Failed(s)
    }
}

/// What loading a kernel or asking the driver can fail with.
#[derive(Debug, thiserror::Error)]
pub enum DriverError {
    /// The kernel needs more shared memory than the device allows.
    #[error("OutOfResources: {message}")]
    OutOfResources { message: String, required: u64, limit: u64 },
    /// The driver library cannot be loaded.
    #[error("{0}")]
    Unavailable(String),
    /// The driver refused a call.
    #[error("{0}")]
    Failed(String),
}

type CUresult = c_int;
type CUdevice = c_int;
type CUcontext = *mut c_void;
type CUmodule = *mut c_void;
type CUfunction = *mut c_void;
type CUstream = *mut c_void;

const CU_FUNC_ATTRIBUTE_NUM_REGS: c_int = 4;
const CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: c_int = 3;
const CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: c_int = 8;
const CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: c_int = 97;

struct Api {
    _lib: Library,
    init: unsafe extern "C" fn(c_uint) -> CUresult,
    ctx_get_current: unsafe extern "C" fn(*mut CUcontext) -> CUresult,
    ctx_set_current: unsafe extern "C" fn(CUcontext) -> CUresult,
    ctx_get_device: unsafe extern "C" fn(*mut CUdevice) -> CUresult,
    primary_ctx_retain: unsafe extern "C" fn(*mut CUcontext, CUdevice) -> CUresult,
    device_get: unsafe extern "C" fn(*mut CUdevice, c_int) -> CUresult,
    device_get_attribute: unsafe extern "C" fn(*mut c_int, c_int, CUdevice) -> CUresult,
    module_load_data: unsafe extern "C" fn(*mut CUmodule, *const c_void) -> CUresult,
    module_get_function: unsafe extern "C" fn(*mut CUfunction, CUmodule, *const c_char) -> CUresult,
    func_set_attribute: unsafe extern "C" fn(CUfunction, c_int, c_int) -> CUresult,
    func_get_attribute: unsafe extern "C" fn(*mut c_int, c_int, CUfunction) -> CUresult,
    launch_kernel: unsafe extern "C" fn(
        CUfunction,
        c_uint,
        c_uint,
        c_uint,
        c_uint,
        c_uint,
        c_uint,
        c_uint,
        CUstream,
        *mut *mut c_void,
        *mut *mut c_void,
    ) -> CUresult,
    get_error_string: unsafe extern "C" fn(CUresult, *mut *const c_char) -> CUresult,
    /// Newer entry points, used only by `launch_probe` (absent from older drivers and libmusa).
    launch_kernel_ex:
        Option<unsafe extern "C" fn(*const LaunchConfig, CUfunction, *mut *mut c_void, *mut *mut c_void) -> CUresult>,
    func_get_param_info: Option<unsafe extern "C" fn(CUfunction, usize, *mut usize, *mut usize) -> CUresult>,
    /// Device memory for native callers (`DeviceBuffer`; Python uses torch's allocator).
    memory: Option<MemoryApi>,
    /// MUSA: `muTensorDescriptorEncode` (TME descriptors).
    tensor_descriptor_encode: Option<TensorDescriptorEncode>,
    /// CUDA: `cuTensorMapEncodeTiled` (TMA tensor maps; CUDA 12 drivers on).
    tensor_map_encode_tiled: Option<TensorMapEncodeTiled>,
    vendor: Vendor,
}

/// `muTensorDescriptorEncode(desc, dataType, rank, globalAddress, globalDim, globalStrides,
/// interleave, oobConstantFill)` (musa-target-facts.md §4.1).
type TensorDescriptorEncode =
    unsafe extern "C" fn(*mut c_void, c_int, c_uint, *mut c_void, *const u64, *const u64, c_int, u64) -> CUresult;

/// `cuTensorMapEncodeTiled(tensorMap, dataType, rank, globalAddress, globalDim, globalStrides,
/// boxDim, elementStrides, interleave, swizzle, l2Promotion, oobFill)`.
type TensorMapEncodeTiled = unsafe extern "C" fn(
    *mut c_void,
    c_int,
    c_uint,
    *mut c_void,
    *const u64,
    *const u64,
    *const u32,
    *const u32,
    c_int,
    c_int,
    c_int,
    c_int,
) -> CUresult;

/// A `CUtensorMap`: 128 bytes, 64-byte aligned.
#[repr(C, align(64))]
struct CuTensorMap([u64; 16]);

/// `CUtensorMapDataType` for raw 1-, 2- and 4-byte elements (UINT8, UINT16, UINT32): the engine
/// copies bits, and its zero fill is +0.0 for the float types too.
fn tensor_map_data_type(elem_bytes: u32) -> Option<c_int> {
    match elem_bytes {
        1 => Some(0),
        2 => Some(1),
        4 => Some(2),
        _ => None,
    }
}

/// `CUtensorMapSwizzle` for a swizzle span in bytes (NONE, 32B, 64B, 128B).
fn tensor_map_swizzle(bytes: u32) -> Option<c_int> {
    match bytes {
        0 => Some(0),
        32 => Some(1),
        64 => Some(2),
        128 => Some(3),
        _ => None,
    }
}

/// `CU_TENSOR_MAP_L2_PROMOTION_L2_128B`, as upstream Triton encodes its maps.
const TENSOR_MAP_L2_PROMOTION_128B: c_int = 2;

/// Bytes of a `MUtensorDescriptor`.
pub const TENSOR_DESCRIPTOR_BYTES: usize = 64;
const MU_TENSOR_DESCRIPTOR_INTERLEAVE_NONE: c_int = 0;

/// `MUtensorDescriptorDataType` by element size, as FlagTree picks it (UINT8, UINT16, UINT32).
/// The numbers are not published; they follow the order MUSA code lists the enumerators in
/// (INT8, UINT8, INT16, UINT16, FLOAT16, BFLOAT16, INT32, UINT32, ...): evidence (c), to be
/// confirmed on hardware (docs/musa.md).
fn tensor_descriptor_data_type(elem_bytes: u32) -> Option<c_int> {
    match elem_bytes {
        1 => Some(1),
        2 => Some(3),
        4 => Some(7),
        _ => None,
    }
}

struct MemoryApi {
    alloc: unsafe extern "C" fn(*mut u64, usize) -> CUresult,
    free: unsafe extern "C" fn(u64) -> CUresult,
    htod: unsafe extern "C" fn(u64, *const c_void, usize) -> CUresult,
    dtoh: unsafe extern "C" fn(*mut c_void, u64, usize) -> CUresult,
    ctx_synchronize: unsafe extern "C" fn() -> CUresult,
}

/// `CUlaunchConfig` without attributes.
#[repr(C)]
struct LaunchConfig {
    grid: [c_uint; 3],
    block: [c_uint; 3],
    shared: c_uint,
    stream: CUstream,
    attrs: *mut c_void,
    num_attrs: c_uint,
}

const CU_LAUNCH_PARAM_END: usize = 0;
const CU_LAUNCH_PARAM_BUFFER_POINTER: usize = 1;
const CU_LAUNCH_PARAM_BUFFER_SIZE: usize = 2;

/// The ways `GpuModule::launch_probe` can hand a launch to the driver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaunchVariant {
    /// cuLaunchKernel with one pointer per argument (the production path).
    Params,
    /// cuLaunchKernel with the arguments packed in one buffer (`extra`).
    Buffer,
    /// cuLaunchKernelEx with a config struct.
    Ex,
}

unsafe impl Send for Api {}
unsafe impl Sync for Api {}

/// The two driver APIs are the same C interface under different prefixes (`cu*`, `mu*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vendor {
    Cuda,
    Musa,
}

impl Vendor {
    fn label(self) -> &'static str {
        match self {
            Vendor::Cuda => "CUDA",
            Vendor::Musa => "MUSA",
        }
    }
    fn prefix(self) -> &'static str {
        match self {
            Vendor::Cuda => "cu",
            Vendor::Musa => "mu",
        }
    }
    /// Library names or paths, tried in order.
    fn libraries(self) -> Vec<std::path::PathBuf> {
        match self {
            Vendor::Cuda => vec!["libcuda.so.1".into()],
            Vendor::Musa => {
                let mut v: Vec<std::path::PathBuf> = vec![];
                let settings = tm_settings::Settings::from_env();
                if let Some(p) = settings.musa.libmusa_path.clone() {
                    v.push(if p.is_dir() { p.join("libmusa.so") } else { p });
                }
                v.push("libmusa.so.1".into());
                v.push("libmusa.so".into());
                v.push(settings.musa.home.join("lib/libmusa.so"));
                v
            }
        }
    }
    fn install_hint(self) -> &'static str {
        match self {
            Vendor::Cuda => "is an NVIDIA driver installed?",
            Vendor::Musa => "is the MUSA driver installed? (set TRITON_LIBMUSA_PATH to libmusa.so)",
        }
    }
    /// Dynamic shared memory above this needs the per-function opt-in.
    fn opt_in_above(self) -> u32 {
        match self {
            Vendor::Cuda => 48 * 1024,
            Vendor::Musa => 0,
        }
    }
}

fn load_api(vendor: Vendor) -> Result<Api, String> {
    let mut failures = vec![];
    let mut found = None;
    for path in vendor.libraries() {
        match unsafe { Library::new(&path) } {
            Ok(lib) => {
                found = Some((lib, path));
                break;
            }
            Err(e) => failures.push(format!("{} ({e})", path.display())),
        }
    }
    let Some((lib, path)) = found else {
        return Err(format!(
            "the {} driver library could not be loaded; tried {}; {}",
            vendor.label(),
            failures.join(", "),
            vendor.install_hint()
        ));
    };
    let prefix = vendor.prefix();
    macro_rules! sym {
        ($name:literal) => {{
            let name = format!("{prefix}{}\0", $name);
            *unsafe { lib.get(name.as_bytes()) }
                .map_err(|e| format!("{} lacks {}: {e}", path.display(), name.trim_end_matches('\0')))?
        }};
    }
    Ok(Api {
        init: sym!("Init"),
        ctx_get_current: sym!("CtxGetCurrent"),
        ctx_set_current: sym!("CtxSetCurrent"),
        ctx_get_device: sym!("CtxGetDevice"),
        primary_ctx_retain: sym!("DevicePrimaryCtxRetain"),
        device_get: sym!("DeviceGet"),
        device_get_attribute: sym!("DeviceGetAttribute"),
        module_load_data: sym!("ModuleLoadData"),
        module_get_function: sym!("ModuleGetFunction"),
        func_set_attribute: sym!("FuncSetAttribute"),
        func_get_attribute: sym!("FuncGetAttribute"),
        launch_kernel: sym!("LaunchKernel"),
        get_error_string: sym!("GetErrorString"),
        launch_kernel_ex: unsafe { lib.get(format!("{prefix}LaunchKernelEx\0").as_bytes()) }.ok().map(|f| *f),
        func_get_param_info: unsafe { lib.get(format!("{prefix}FuncGetParamInfo\0").as_bytes()) }.ok().map(|f| *f),
        memory: memory_api(&lib, prefix),
        tensor_descriptor_encode: match vendor {
            Vendor::Musa => unsafe { lib.get(b"muTensorDescriptorEncode\0") }.ok().map(|f| *f),
            Vendor::Cuda => None,
        },
        tensor_map_encode_tiled: match vendor {
            Vendor::Cuda => unsafe { lib.get(b"cuTensorMapEncodeTiled\0") }.ok().map(|f| *f),
            Vendor::Musa => None,
        },
        vendor,
        _lib: lib,
    })
}

/// The memory entry points, under their current names (`_v2` in CUDA's ABI) or the plain ones
/// (MUSA's).
fn memory_api(lib: &Library, prefix: &str) -> Option<MemoryApi> {
    fn get<T: Copy>(lib: &Library, prefix: &str, name: &str) -> Option<T> {
        [format!("{prefix}{name}_v2\0"), format!("{prefix}{name}\0")]
            .iter()
            .find_map(|n| unsafe { lib.get::<T>(n.as_bytes()) }.ok().map(|f| *f))
    }
    Some(MemoryApi {
        alloc: get(lib, prefix, "MemAlloc")?,
        free: get(lib, prefix, "MemFree")?,
        htod: get(lib, prefix, "MemcpyHtoD")?,
        dtoh: get(lib, prefix, "MemcpyDtoH")?,
        // not `_v2`: CUDA 12.5 gave that name a context argument
        ctx_synchronize: unsafe { lib.get(format!("{prefix}CtxSynchronize\0").as_bytes()) }.ok().map(|f| *f)?,
    })
}

/// Device memory owned by a native caller: filled from and read back to host slices, freed on
/// drop. Kernels take its `address()` as a pointer argument.
pub struct DeviceBuffer {
    api: &'static Api,
    address: u64,
    bytes: usize,
}

impl DeviceBuffer {
    fn memory(api: &Api) -> Result<&MemoryApi, DriverError> {
        api.memory.as_ref().ok_or_else(|| {
            DriverError::Unavailable(format!("the {} driver lacks the memory entry points", api.vendor.label()))
        })
    }

    /// `bytes` of device memory on the current device (its primary context made current).
    pub fn new(vendor: Vendor, bytes: usize) -> Result<DeviceBuffer, DriverError> {
        let api = api(vendor).map_err(DriverError::Unavailable)?;
        ensure_context(api)?;
        let mut address = 0u64;
        check(api, unsafe { (Self::memory(api)?.alloc)(&mut address, bytes.max(1)) }, "MemAlloc")?;
        Ok(DeviceBuffer { api, address, bytes })
    }

    /// A buffer holding a copy of `data`.
    pub fn from_slice<T: Copy>(vendor: Vendor, data: &[T]) -> Result<DeviceBuffer, DriverError> {
        let b = DeviceBuffer::new(vendor, std::mem::size_of_val(data))?;
        let m = Self::memory(b.api)?;
        check(b.api, unsafe { (m.htod)(b.address, data.as_ptr() as *const c_void, b.bytes) }, "MemcpyHtoD")?;
        Ok(b)
    }

    pub fn address(&self) -> u64 {
        self.address
    }

    /// Wait for the device's work, then copy the buffer into `out` (as many bytes as both hold).
    pub fn read_into<T: Copy>(&self, out: &mut [T]) -> Result<(), DriverError> {
        let m = Self::memory(self.api)?;
        check(self.api, unsafe { (m.ctx_synchronize)() }, "CtxSynchronize")?;
        let n = self.bytes.min(std::mem::size_of_val(out));
        check(self.api, unsafe { (m.dtoh)(out.as_mut_ptr() as *mut c_void, self.address, n) }, "MemcpyDtoH")?;
        Ok(())
    }
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        if let Some(m) = &self.api.memory {
            unsafe { (m.free)(self.address) };
        }
    }
}

fn api(vendor: Vendor) -> Result<&'static Api, String> {
    static CUDA: OnceLock<Result<Api, String>> = OnceLock::new();
    static MUSA: OnceLock<Result<Api, String>> = OnceLock::new();
    let cell = match vendor {
        Vendor::Cuda => &CUDA,
        Vendor::Musa => &MUSA,
    };
    cell.get_or_init(|| load_api(vendor)).as_ref().map_err(|e| e.clone())
}

fn check(api: &Api, r: CUresult, what: &str) -> Result<(), String> {
    if r == 0 {
        return Ok(());
    }
    let mut s: *const c_char = std::ptr::null();
    unsafe { (api.get_error_string)(r, &mut s) };
    let msg =
        if s.is_null() { "unknown error".into() } else { unsafe { CStr::from_ptr(s) }.to_string_lossy().into_owned() };
    let name = format!("{}{}", api.vendor.prefix(), what);
    Err(format!("{} error in {name}: {msg} (code {r})", api.vendor.label()))
}

/// Make sure a context is current on this thread (torch's primary context if it made one).
fn ensure_context(api: &Api) -> Result<CUdevice, String> {
    unsafe {
        check(api, (api.init)(0), "Init")?;
        let mut ctx: CUcontext = std::ptr::null_mut();
        check(api, (api.ctx_get_current)(&mut ctx), "CtxGetCurrent")?;
        if ctx.is_null() {
            let mut dev = 0;
            check(api, (api.device_get)(&mut dev, 0), "DeviceGet")?;
            check(api, (api.primary_ctx_retain)(&mut ctx, dev), "DevicePrimaryCtxRetain")?;
            check(api, (api.ctx_set_current)(ctx), "CtxSetCurrent")?;
        }
        let mut dev = 0;
        check(api, (api.ctx_get_device)(&mut dev), "CtxGetDevice")?;
        Ok(dev)
    }
}

/// The device of the context current on this thread; None without one (or without a driver).
pub fn current_device(vendor: Vendor) -> Option<i32> {
    let api = api(vendor).ok()?;
    let mut ctx: CUcontext = std::ptr::null_mut();
    if unsafe { (api.ctx_get_current)(&mut ctx) } != 0 || ctx.is_null() {
        return None;
    }
    let mut dev = 0;
    (unsafe { (api.ctx_get_device)(&mut dev) } == 0).then_some(dev)
}

/// Device attributes as upstream's `driver.active.utils.get_device_properties` reports them
/// (the attribute numbers are the driver API's; MUSA's mirror CUDA's).
pub fn device_properties(vendor: Vendor, index: i32) -> Result<Vec<(&'static str, i32)>, DriverError> {
    let api = api(vendor).map_err(DriverError::Unavailable)?;
    device_attributes(api, index).map_err(DriverError::Failed)
}

fn device_attributes(api: &Api, index: i32) -> Result<Vec<(&'static str, i32)>, String> {
    check(api, unsafe { (api.init)(0) }, "Init")?;
    let mut dev = 0;
    check(api, unsafe { (api.device_get)(&mut dev, index) }, "DeviceGet")?;
    const ATTRIBUTES: [(&str, c_int); 7] = [
        ("max_shared_mem", CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN),
        ("max_num_regs", 12),         // MAX_REGISTERS_PER_BLOCK
        ("multiprocessor_count", 16), // MULTIPROCESSOR_COUNT
        ("warpSize", 10),             // WARP_SIZE
        ("sm_clock_rate", 13),        // CLOCK_RATE (kHz)
        ("mem_clock_rate", 36),       // MEMORY_CLOCK_RATE (kHz)
        ("mem_bus_width", 37),        // GLOBAL_MEMORY_BUS_WIDTH (bits)
    ];
    let mut out = vec![];
    for (name, attr) in ATTRIBUTES {
        let mut v = 0;
        check(api, unsafe { (api.device_get_attribute)(&mut v, attr, dev) }, "DeviceGetAttribute")?;
        out.push((name, v));
    }
    Ok(out)
}

/// Whether the vendor's driver library can be loaded on this machine.
pub fn available(vendor: Vendor) -> bool {
    api(vendor).is_ok()
}

/// Load `image` into the current context and find `name` in it.
unsafe fn load_function(api: &Api, image: &[u8], name: &CStr) -> Result<CUfunction, String> {
    let mut module: CUmodule = std::ptr::null_mut();
    check(api, (api.module_load_data)(&mut module, image.as_ptr() as *const c_void), "ModuleLoadData")?;
    let mut func: CUfunction = std::ptr::null_mut();
    check(api, (api.module_get_function)(&mut func, module, name.as_ptr()), "ModuleGetFunction")?;
    Ok(func)
}

pub struct GpuModule {
    api: &'static Api,
    /// The function in the context it was first loaded in.
    func: CUfunction,
    ctx: CUcontext,
    /// The image and name, to load the kernel into another device's context on first use there.
    image: Vec<u8>,
    name: CString,
    /// (context, function) for the other devices launched on.
    others: std::sync::Mutex<Vec<(usize, usize)>>,
    /// The fork generation the driver was used in: a forked child cannot use the parent's.
    generation: u64,
    pub shared: u32,
    pub threads: u32,
    pub registers: i32,
    pub spilled_bytes: i32,
    /// Encoded TME descriptors in device memory, by what they encode (reused while the same
    /// tensor is launched on).
    tensor_maps: std::sync::Mutex<Vec<(TensorMapKey, DeviceBuffer)>>,
    /// Global scratch for tensor maps the kernel writes on the device, one buffer per stream
    /// (launches on one stream run in order, so they may share it).
    scratch: std::sync::Mutex<Vec<(u64, DeviceBuffer)>>,
}

/// (element bytes, TMA box, the descriptor argument's slots: base address, sizes, strides) of
/// an encoded descriptor.
type TensorMapKey = (u32, Option<crate::kernel::TmaBox>, Vec<u64>);

/// Descriptors kept per kernel; past this the device is synchronised and the store emptied.
const MAX_TENSOR_MAPS: usize = 256;

unsafe impl Send for GpuModule {}
unsafe impl Sync for GpuModule {}

impl GpuModule {
    /// Load `image` (PTX text for CUDA, a mubin for MUSA) and find kernel `name`.
    pub(crate) fn load(
        vendor: Vendor,
        image: &[u8],
        name: &str,
        shared: u32,
        threads: u32,
    ) -> Result<GpuModule, DriverError> {
        let api = api(vendor).map_err(DriverError::Unavailable)?;
        Self::load_with(api, vendor, image, name, shared, threads)
    }

    fn load_with(
        api: &'static Api,
        vendor: Vendor,
        image: &[u8],
        name: &str,
        shared: u32,
        threads: u32,
    ) -> Result<GpuModule, DriverError> {
        let dev = ensure_context(api)?;
        let image: Vec<u8> = match vendor {
            Vendor::Cuda => {
                CString::new(image).map_err(|_| "PTX contains a NUL byte".to_string())?.into_bytes_with_nul()
            }
            Vendor::Musa => image.to_vec(),
        };
        let cname = CString::new(name).map_err(|_| "kernel name contains a NUL byte".to_string())?;
        unsafe {
            let func = load_function(api, &image, &cname)?;
            let mut ctx: CUcontext = std::ptr::null_mut();
            check(api, (api.ctx_get_current)(&mut ctx), "CtxGetCurrent")?;
            let mut limit = 0;
            check(
                api,
                (api.device_get_attribute)(&mut limit, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, dev),
                "DeviceGetAttribute",
            )?;
            if shared as i64 > limit as i64 {
                return Err(DriverError::OutOfResources {
                    message: format!(
                        "kernel '{name}' needs {shared} bytes of shared memory, the device allows {limit}; use smaller blocks"
                    ),
                    required: shared as u64,
                    limit: limit.max(0) as u64,
                });
            }
            if shared > vendor.opt_in_above() {
                check(
                    api,
                    (api.func_set_attribute)(func, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, shared as c_int),
                    "FuncSetAttribute",
                )?;
            }
            let mut registers = 0;
            let mut spilled = 0;
            (api.func_get_attribute)(&mut registers, CU_FUNC_ATTRIBUTE_NUM_REGS, func);
            (api.func_get_attribute)(&mut spilled, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, func);
            Ok(GpuModule {
                api,
                func,
                ctx,
                image,
                name: cname,
                others: std::sync::Mutex::new(vec![]),
                generation: crate::pools::fork_generation(),
                shared,
                threads,
                registers,
                spilled_bytes: spilled,
                tensor_maps: Default::default(),
                scratch: Default::default(),
            })
        }
    }

    /// The function for the context current on this thread (torch's current device): loaded
    /// there on first use. A thread without a context uses the one the kernel was loaded in.
    fn function_here(&self) -> Result<CUfunction, String> {
        let api = self.api;
        if crate::pools::fork_generation() != self.generation {
            return Err(format!(
                "{} kernels cannot be launched in a forked child process: the driver was initialised in the parent. \
                 Use the 'spawn' start method (multiprocessing.set_start_method('spawn'))",
                api.vendor.label()
            ));
        }
        let mut ctx: CUcontext = std::ptr::null_mut();
        check(api, unsafe { (api.ctx_get_current)(&mut ctx) }, "CtxGetCurrent")?;
        if ctx == self.ctx {
            return Ok(self.func);
        }
        if ctx.is_null() {
            check(api, unsafe { (api.ctx_set_current)(self.ctx) }, "CtxSetCurrent")?;
            return Ok(self.func);
        }
        let mut others = self.others.lock().map_err(|_| "kernel lock poisoned".to_string())?;
        if let Some((_, f)) = others.iter().find(|(c, _)| *c == ctx as usize) {
            return Ok(*f as CUfunction);
        }
        let func = unsafe { load_function(api, &self.image, &self.name)? };
        if self.shared > api.vendor.opt_in_above() {
            check(
                api,
                unsafe {
                    (api.func_set_attribute)(
                        func,
                        CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                        self.shared as c_int,
                    )
                },
                "FuncSetAttribute",
            )?;
        }
        others.push((ctx as usize, func as usize));
        Ok(func)
    }

    /// `args` (the caller's slots) with the derived slots of `params` filled in: each TME
    /// descriptor or tensor map encoded once into device memory and passed by address
    /// (FlagTree's small-cat ABI, musa-mma-facts.md §3.4), and the global scratch `grid` needs
    /// on `stream`.
    pub(crate) fn with_derived(
        &self,
        params: &[(String, crate::kernel::ParamKind)],
        args: &[u64],
        grid: [u32; 3],
        stream: u64,
    ) -> Result<Vec<u64>, String> {
        use crate::kernel::ParamKind;
        let mut full = args.to_vec();
        for (name, kind) in params {
            match *kind {
                ParamKind::TensorMap { first, rank, elem_bytes, tma_box } => {
                    let (first, rank) = (first as usize, rank as usize);
                    let what = params.get(first).map(|(n, _)| n.as_str()).unwrap_or(name);
                    let slots = args
                        .get(first..first + 1 + 2 * rank)
                        .ok_or_else(|| format!("argument '{what}': the descriptor's slots are missing"))?;
                    full.push(self.tensor_map(elem_bytes, tma_box, slots, what)?);
                }
                ParamKind::Scratch { bytes_per_program } => {
                    let programs = grid.iter().map(|&g| g as u64).product::<u64>();
                    full.push(self.scratch(programs * bytes_per_program, stream)?);
                }
                _ => {}
            }
        }
        Ok(full)
    }

    /// The address of at least `bytes` of global scratch for a launch on `stream`: the
    /// stream's buffer, replaced by a larger one when it is too small.
    fn scratch(&self, bytes: u64, stream: u64) -> Result<u64, String> {
        let api = self.api;
        let mut kept = self.scratch.lock().map_err(|_| "scratch store lock poisoned".to_string())?;
        if let Some((_, b)) = kept.iter().find(|(s, b)| *s == stream && b.bytes as u64 >= bytes) {
            return Ok(b.address());
        }
        if kept.iter().any(|(s, _)| *s == stream) {
            // launches still queued may use the old buffer: wait for the device before freeing
            if let Some(m) = &api.memory {
                check(api, unsafe { (m.ctx_synchronize)() }, "CtxSynchronize")?;
            }
            kept.retain(|(s, _)| *s != stream);
        }
        let size = usize::try_from(bytes.next_power_of_two())
            .map_err(|_| format!("{bytes} bytes of global scratch do not fit this machine"))?;
        let buf = DeviceBuffer::new(api.vendor, size).map_err(|e| format!("global scratch ({bytes} bytes): {e}"))?;
        let address = buf.address();
        kept.push((stream, buf));
        Ok(address)
    }

    /// The device address of the encoded descriptor for a descriptor argument's `slots`,
    /// encoding it on first use (a repeated launch allocates nothing here).
    fn tensor_map(
        &self,
        elem_bytes: u32,
        tma_box: Option<crate::kernel::TmaBox>,
        slots: &[u64],
        what: &str,
    ) -> Result<u64, String> {
        let api = self.api;
        let mut maps = self.tensor_maps.lock().map_err(|_| "descriptor store lock poisoned".to_string())?;
        if let Some((_, b)) = maps.iter().find(|((e, t, k), _)| *e == elem_bytes && *t == tma_box && k == slots) {
            return Ok(b.address());
        }
        if api.vendor == Vendor::Cuda {
            let map = self.encode_tensor_map(elem_bytes, tma_box, slots, what)?;
            return Self::keep_tensor_map(api, &mut maps, (elem_bytes, tma_box, slots.to_vec()), &map.0, what);
        }
        let encode = api.tensor_descriptor_encode.ok_or_else(|| {
            format!("argument '{what}': the {} driver has no muTensorDescriptorEncode (TME)", api.vendor.label())
        })?;
        let rank = (slots.len() - 1) / 2;
        let (base, sizes, strides) = (slots[0], &slots[1..=rank], &slots[rank + 1..]);
        let data_type = tensor_descriptor_data_type(elem_bytes)
            .ok_or_else(|| format!("argument '{what}': TME descriptors hold 1-, 2- or 4-byte elements"))?;
        // Innermost dimension first; byte strides of dimensions 1 and up (the row pitch first).
        let dims: Vec<u64> = sizes.iter().rev().map(|d| *d as u32 as u64).collect();
        let pitches: Vec<u64> = strides.iter().rev().skip(1).map(|s| s * elem_bytes as u64).collect();
        let mut desc = [0u64; TENSOR_DESCRIPTOR_BYTES / 8];
        let r = unsafe {
            encode(
                desc.as_mut_ptr() as *mut c_void,
                data_type,
                rank as c_uint,
                base as *mut c_void,
                dims.as_ptr(),
                pitches.as_ptr(),
                MU_TENSOR_DESCRIPTOR_INTERLEAVE_NONE,
                0,
            )
        };
        check(api, r, "TensorDescriptorEncode").map_err(|e| format!("argument '{what}': {e}"))?;
        Self::keep_tensor_map(api, &mut maps, (elem_bytes, tma_box, slots.to_vec()), &desc, what)
    }

    /// NVIDIA's tensor map of `tma_box` over a descriptor argument's `slots`.
    fn encode_tensor_map(
        &self,
        elem_bytes: u32,
        tma_box: Option<crate::kernel::TmaBox>,
        slots: &[u64],
        what: &str,
    ) -> Result<CuTensorMap, String> {
        let api = self.api;
        let encode = api.tensor_map_encode_tiled.ok_or_else(|| {
            format!("argument '{what}': this CUDA driver has no cuTensorMapEncodeTiled (TMA); set DISABLE_TME=1")
        })?;
        let b = tma_box.ok_or_else(|| format!("argument '{what}': internal: a CUDA tensor map without its box"))?;
        let rank = (slots.len() - 1) / 2;
        let (base, sizes, strides) = (slots[0], &slots[1..=rank], &slots[rank + 1..]);
        let data_type = tensor_map_data_type(elem_bytes)
            .ok_or_else(|| format!("argument '{what}': tensor maps hold 1-, 2- or 4-byte elements"))?;
        let swizzle =
            tensor_map_swizzle(b.swizzle).ok_or_else(|| format!("argument '{what}': no {}-byte swizzle", b.swizzle))?;
        if rank != 2 {
            return Err(format!("argument '{what}': internal: a {rank}-D tensor map for a 2-D box"));
        }
        // Innermost dimension first; byte strides of dimensions 1 and up.
        let dims: Vec<u64> = sizes.iter().rev().map(|d| *d as u32 as u64).collect();
        let pitches: Vec<u64> = strides.iter().rev().skip(1).map(|s| s * elem_bytes as u64).collect();
        let boxes = [b.cols, b.rows];
        let unit = [1u32; 2];
        let mut map = CuTensorMap([0; 16]);
        let r = unsafe {
            encode(
                map.0.as_mut_ptr() as *mut c_void,
                data_type,
                rank as c_uint,
                base as *mut c_void,
                dims.as_ptr(),
                pitches.as_ptr(),
                boxes.as_ptr(),
                unit.as_ptr(),
                0, // no interleave
                swizzle,
                TENSOR_MAP_L2_PROMOTION_128B,
                0, // out-of-bounds elements read as zero
            )
        };
        check(api, r, "TensorMapEncodeTiled").map_err(|e| format!("argument '{what}': {e}"))?;
        Ok(map)
    }

    /// Copy an encoded descriptor to device memory, kept under `key`; returns its address.
    fn keep_tensor_map(
        api: &Api,
        maps: &mut Vec<(TensorMapKey, DeviceBuffer)>,
        key: TensorMapKey,
        desc: &[u64],
        what: &str,
    ) -> Result<u64, String> {
        if maps.len() >= MAX_TENSOR_MAPS {
            // launches still queued may read them: wait for the device before freeing
            if let Some(m) = &api.memory {
                check(api, unsafe { (m.ctx_synchronize)() }, "CtxSynchronize")?;
            }
            maps.clear();
        }
        let buf = DeviceBuffer::from_slice(api.vendor, desc).map_err(|e| format!("argument '{what}': {e}"))?;
        let address = buf.address();
        maps.push((key, buf));
        Ok(address)
    }

    pub(crate) fn launch(&self, grid: [u32; 3], args: &[u64], stream: u64) -> Result<(), String> {
        if grid.contains(&0) {
            return Ok(());
        }
        let func = self.function_here()?;
        let api = self.api;
        // The driver only reads the argument slots: point at the caller's, from the stack when
        // they are few (no allocation on the launch path).
        let mut on_stack = [std::ptr::null_mut::<c_void>(); 32];
        let mut on_heap = vec![];
        let ptrs: &mut [*mut c_void] = if args.len() <= on_stack.len() {
            &mut on_stack[..args.len()]
        } else {
            on_heap.resize(args.len(), std::ptr::null_mut());
            &mut on_heap
        };
        for (p, a) in ptrs.iter_mut().zip(args) {
            *p = a as *const u64 as *mut c_void;
        }
        unsafe {
            check(
                api,
                (api.launch_kernel)(
                    func,
                    grid[0],
                    grid[1],
                    grid[2],
                    self.threads,
                    1,
                    1,
                    self.shared,
                    stream as CUstream,
                    ptrs.as_mut_ptr(),
                    std::ptr::null_mut(),
                ),
                "LaunchKernel",
            )
        }
    }

    /// Diagnostic: `n` back-to-back launches from Rust through `variant`; nanoseconds of wall
    /// time per launch (the driver's own cost, with nothing of Python around it).
    pub(crate) fn launch_probe(
        &self,
        grid: [u32; 3],
        args: &[u64],
        stream: u64,
        n: u32,
        variant: LaunchVariant,
    ) -> Result<f64, String> {
        let api = self.api;
        let mut slots: Vec<*mut c_void> = args.iter().map(|a| a as *const u64 as *mut c_void).collect();
        let mut buffer = vec![0u8; 8 * args.len() + 8];
        let mut size = 0usize;
        if variant == LaunchVariant::Buffer {
            let info = api.func_get_param_info.ok_or("this driver lacks FuncGetParamInfo")?;
            for (i, a) in args.iter().enumerate() {
                let (mut offset, mut bytes) = (0usize, 0usize);
                check(api, unsafe { info(self.func, i, &mut offset, &mut bytes) }, "FuncGetParamInfo")?;
                if offset + bytes > buffer.len() {
                    buffer.resize(offset + bytes, 0);
                }
                buffer[offset..offset + bytes].copy_from_slice(&a.to_le_bytes()[..bytes.min(8)]);
                size = size.max(offset + bytes);
            }
        }
        let mut extra = [
            CU_LAUNCH_PARAM_BUFFER_POINTER as *mut c_void,
            buffer.as_mut_ptr() as *mut c_void,
            CU_LAUNCH_PARAM_BUFFER_SIZE as *mut c_void,
            &mut size as *mut usize as *mut c_void,
            CU_LAUNCH_PARAM_END as *mut c_void,
        ];
        let config = LaunchConfig {
            grid,
            block: [self.threads, 1, 1],
            shared: self.shared,
            stream: stream as CUstream,
            attrs: std::ptr::null_mut(),
            num_attrs: 0,
        };
        let ex = api.launch_kernel_ex;
        if variant == LaunchVariant::Ex && ex.is_none() {
            return Err("this driver lacks LaunchKernelEx".into());
        }
        let start = std::time::Instant::now();
        for _ in 0..n {
            let r = unsafe {
                match variant {
                    LaunchVariant::Params => {
                        self.launch(grid, args, stream)?; // the production call, as it is
                        continue;
                    }
                    LaunchVariant::Buffer => (api.launch_kernel)(
                        self.func,
                        grid[0],
                        grid[1],
                        grid[2],
                        self.threads,
                        1,
                        1,
                        self.shared,
                        stream as CUstream,
                        std::ptr::null_mut(),
                        extra.as_mut_ptr(),
                    ),
                    LaunchVariant::Ex => ex.unwrap()(&config, self.func, slots.as_mut_ptr(), std::ptr::null_mut()),
                }
            };
            check(api, r, "LaunchKernel")?;
        }
        Ok(start.elapsed().as_nanos() as f64 / n.max(1) as f64)
    }
}
