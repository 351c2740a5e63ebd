//! The CUDA driver API through `dlopen` (no link-time dependency on libcuda).

use libloading::Library;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};
use std::sync::OnceLock;

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
}

unsafe impl Send for Api {}
unsafe impl Sync for Api {}

fn api() -> Result<&'static Api, String> {
    static API: OnceLock<Result<Api, String>> = OnceLock::new();
    API.get_or_init(|| unsafe {
        let lib = Library::new("libcuda.so.1").map_err(|e| {
            format!("the CUDA driver library libcuda.so.1 could not be loaded ({e}); is an NVIDIA driver installed?")
        })?;
        macro_rules! sym {
            ($name:literal) => {
                *lib.get($name).map_err(|e| format!("libcuda.so.1 lacks {}: {e}", String::from_utf8_lossy($name)))?
            };
        }
        let api = Api {
            init: sym!(b"cuInit"),
            ctx_get_current: sym!(b"cuCtxGetCurrent"),
            ctx_set_current: sym!(b"cuCtxSetCurrent"),
            ctx_get_device: sym!(b"cuCtxGetDevice"),
            primary_ctx_retain: sym!(b"cuDevicePrimaryCtxRetain"),
            device_get: sym!(b"cuDeviceGet"),
            device_get_attribute: sym!(b"cuDeviceGetAttribute"),
            module_load_data: sym!(b"cuModuleLoadData"),
            module_get_function: sym!(b"cuModuleGetFunction"),
            func_set_attribute: sym!(b"cuFuncSetAttribute"),
            func_get_attribute: sym!(b"cuFuncGetAttribute"),
            launch_kernel: sym!(b"cuLaunchKernel"),
            get_error_string: sym!(b"cuGetErrorString"),
            _lib: lib,
        };
        Ok(api)
    })
    .as_ref()
    .map_err(|e| e.clone())
}

fn check(api: &Api, r: CUresult, what: &str) -> Result<(), String> {
    if r == 0 {
        return Ok(());
    }
    let mut s: *const c_char = std::ptr::null();
    unsafe { (api.get_error_string)(r, &mut s) };
    let msg = if s.is_null() { "unknown error".into() } else { unsafe { CStr::from_ptr(s) }.to_string_lossy().into_owned() };
    Err(format!("CUDA error in {what}: {msg} (code {r})"))
}

/// Make sure a context is current on this thread (torch's primary context if it made one).
fn ensure_context(api: &Api) -> Result<CUdevice, String> {
    unsafe {
        check(api, (api.init)(0), "cuInit")?;
        let mut ctx: CUcontext = std::ptr::null_mut();
        check(api, (api.ctx_get_current)(&mut ctx), "cuCtxGetCurrent")?;
        if ctx.is_null() {
            let mut dev = 0;
            check(api, (api.device_get)(&mut dev, 0), "cuDeviceGet")?;
            check(api, (api.primary_ctx_retain)(&mut ctx, dev), "cuDevicePrimaryCtxRetain")?;
            check(api, (api.ctx_set_current)(ctx), "cuCtxSetCurrent")?;
        }
        let mut dev = 0;
        check(api, (api.ctx_get_device)(&mut dev), "cuCtxGetDevice")?;
        Ok(dev)
    }
}

/// Whether a CUDA driver can be loaded on this machine.
pub fn available() -> bool {
    api().is_ok()
}

pub struct CudaModule {
    func: CUfunction,
    pub shared: u32,
    pub threads: u32,
    pub registers: i32,
    pub spilled_bytes: i32,
}

unsafe impl Send for CudaModule {}
unsafe impl Sync for CudaModule {}

impl CudaModule {
    pub fn load(ptx: &str, name: &str, shared: u32, threads: u32) -> Result<CudaModule, String> {
        let api = api()?;
        let dev = ensure_context(api)?;
        let image = CString::new(ptx).map_err(|_| "PTX contains a NUL byte".to_string())?;
        let cname = CString::new(name).unwrap();
        unsafe {
            let mut module: CUmodule = std::ptr::null_mut();
            check(api, (api.module_load_data)(&mut module, image.as_ptr() as *const c_void), "cuModuleLoadData")?;
            let mut func: CUfunction = std::ptr::null_mut();
            check(api, (api.module_get_function)(&mut func, module, cname.as_ptr()), "cuModuleGetFunction")?;
            let mut limit = 0;
            check(
                api,
                (api.device_get_attribute)(&mut limit, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, dev),
                "cuDeviceGetAttribute",
            )?;
            if shared as i64 > limit as i64 {
                return Err(format!(
                    "OutOfResources: kernel '{name}' needs {shared} bytes of shared memory, the device allows {limit}; use smaller blocks"
                ));
            }
            if shared > 48 * 1024 {
                check(
                    api,
                    (api.func_set_attribute)(func, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, shared as c_int),
                    "cuFuncSetAttribute",
                )?;
            }
            let mut registers = 0;
            let mut spilled = 0;
            (api.func_get_attribute)(&mut registers, CU_FUNC_ATTRIBUTE_NUM_REGS, func);
            (api.func_get_attribute)(&mut spilled, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, func);
            Ok(CudaModule { func, shared, threads, registers, spilled_bytes: spilled })
        }
    }

    pub fn launch(&self, grid: [u32; 3], args: &[u64], stream: u64) -> Result<(), String> {
        if grid.iter().any(|g| *g == 0) {
            return Ok(());
        }
        let api = api()?;
        let mut slots: Vec<u64> = args.to_vec();
        let mut ptrs: Vec<*mut c_void> = slots.iter_mut().map(|s| s as *mut u64 as *mut c_void).collect();
        unsafe {
            check(
                api,
                (api.launch_kernel)(
                    self.func,
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
                "cuLaunchKernel",
            )
        }
    }
}
