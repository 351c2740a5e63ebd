//! The host driver: a kernel is a function in a shared object, and the grid runs on a thread pool.

use rayon::prelude::*;
use std::path::Path;
use std::sync::OnceLock;

pub type HostKernelFn = unsafe extern "C" fn(*const u64, i32, i32, i32, i32, i32, i32);

pub struct HostModule {
    _lib: libloading::Library,
    func: HostKernelFn,
}

/// Program instances run on their own pool whose threads have room for tile buffers.
fn pool() -> &'static rayon::ThreadPool {
    static POOL: OnceLock<rayon::ThreadPool> = OnceLock::new();
    POOL.get_or_init(|| {
        let n = std::env::var("TRITON_CPU_THREADS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1));
        rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .stack_size(80 << 20)
            .thread_name(|i| format!("triton-cpu-{i}"))
            .build()
            .expect("cannot start the host thread pool")
    })
}

impl HostModule {
    pub fn load(path: &Path, name: &str) -> Result<HostModule, String> {
        let lib = unsafe { libloading::Library::new(path) }
            .map_err(|e| format!("cannot load kernel library {}: {e}", path.display()))?;
        let func: HostKernelFn = unsafe {
            *lib.get::<HostKernelFn>(name.as_bytes())
                .map_err(|e| format!("kernel symbol '{name}' missing from {}: {e}", path.display()))?
        };
        Ok(HostModule { _lib: lib, func })
    }

    pub fn launch(&self, grid: [u32; 3], args: &[u64]) {
        let total = grid[0] as u64 * grid[1] as u64 * grid[2] as u64;
        if total == 0 {
            return;
        }
        let f = self.func;
        let g = [grid[0] as i32, grid[1] as i32, grid[2] as i32];
        let run = |i: u64| {
            let x = (i % grid[0] as u64) as i32;
            let y = ((i / grid[0] as u64) % grid[1] as u64) as i32;
            let z = (i / (grid[0] as u64 * grid[1] as u64)) as i32;
            unsafe { f(args.as_ptr(), x, y, z, g[0], g[1], g[2]) }
        };
        pool().install(|| (0..total).into_par_iter().for_each(run));
    }
}
