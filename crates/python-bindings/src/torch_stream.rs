//! torch's current CUDA stream without a Python call: `c10::cuda::getCurrentCUDAStream(device)`
//! and `CUDAStream::stream()` from libc10_cuda.so, which torch has already loaded. Found only
//! when those exact symbols exist (their mangled names pin the signatures) and checked against
//! torch's Python answer before use; otherwise the launcher asks Python.
//!
//! The device index is given (the current context's, from the driver), never -1: with -1 c10
//! asks the CUDA runtime, whose error after a GPU fault would be a C++ exception here, which
//! cannot cross into Rust. With an index it only reads its thread-local stream table.

use libloading::os::unix::{Library, Symbol, RTLD_NOW};

/// glibc's flag for "only if already loaded" (libloading does not export it).
const RTLD_NOLOAD: std::ffi::c_int = 0x4;
use std::sync::OnceLock;

/// `c10::cuda::CUDAStream`: a trivially copyable 16-byte value (device type, device index,
/// stream id), returned in registers.
#[repr(C)]
#[derive(Clone, Copy)]
struct CudaStreamValue {
    words: [u64; 2],
}

pub struct TorchStreams {
    current: unsafe extern "C" fn(i8) -> CudaStreamValue,
    handle: unsafe extern "C" fn(*const CudaStreamValue) -> u64,
    _lib: Library,
}

impl TorchStreams {
    /// The raw `cudaStream_t` of torch's current stream on the current context's device;
    /// None without a current context (the caller asks Python then).
    pub fn current(&self) -> Option<u64> {
        let device = tm_runtime::gpu_driver::current_device(tm_runtime::gpu_driver::Vendor::Cuda)?;
        let device = i8::try_from(device).ok()?;
        unsafe {
            let s = (self.current)(device);
            Some((self.handle)(&s))
        }
    }
}

fn find() -> Option<TorchStreams> {
    let lib = unsafe { Library::open(Some("libc10_cuda.so"), RTLD_NOW | RTLD_NOLOAD) }.ok()?;
    unsafe {
        let current: Symbol<unsafe extern "C" fn(i8) -> CudaStreamValue> =
            lib.get(b"_ZN3c104cuda20getCurrentCUDAStreamEa\0").ok()?;
        let handle: Symbol<unsafe extern "C" fn(*const CudaStreamValue) -> u64> =
            lib.get(b"_ZNK3c104cuda10CUDAStream6streamEv\0").ok()?;
        Some(TorchStreams { current: *current, handle: *handle, _lib: lib })
    }
}

/// The direct query, when libc10_cuda.so is loaded and has the symbols.
pub fn torch_streams() -> Option<&'static TorchStreams> {
    static FOUND: OnceLock<Option<TorchStreams>> = OnceLock::new();
    FOUND.get_or_init(find).as_ref()
}
