//! The host driver: a kernel is a function in a shared object, and the grid runs on a thread pool.

use crate::pools::ForkSafePool;
use rayon::prelude::*;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;
use tm_settings::HOST_TILE_STACK_LIMIT;

pub type HostKernelFn = unsafe extern "C" fn(*const u64, i32, i32, i32, i32, i32, i32);

pub struct HostModule {
    _lib: libloading::Library,
    func: HostKernelFn,
}

fn make_kernel_pool() -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(crate::pools::default_threads())
        // program instances keep tile buffers on their stacks, and need room besides
        .stack_size(HOST_TILE_STACK_LIMIT as usize + (16 << 20))
        .thread_name(|i| format!("triton-cpu-{i}"))
        .build()
        .expect("cannot start the host thread pool")
}

fn pool() -> &'static rayon::ThreadPool {
    static POOL: ForkSafePool = ForkSafePool::new(make_kernel_pool);
    POOL.get()
}

/// Upstream's `driver.active.utils.get_device_properties` for the host: programs run one at a
/// time on each thread of the pool (the multiprocessors), as one thread (warps of 1), with their
/// tiles on its stack (the shared memory). Registers never limit how many programs run: a program
/// that needs more than the core has spills them to its stack, so there is no register budget
/// (reported as i32::MAX).
pub fn device_properties() -> Vec<(&'static str, i32)> {
    vec![
        ("max_shared_mem", HOST_TILE_STACK_LIMIT as i32),
        ("max_num_regs", i32::MAX),
        ("multiprocessor_count", pool().current_num_threads() as i32),
        ("warpSize", 1),
    ]
}

/// A directory of this process for the kernels it maps.
fn private_dir() -> Result<&'static Path, String> {
    static DIR: crate::pools::ProcessDir = crate::pools::ProcessDir::new("triton_musa-kernels-");
    DIR.get()
}

/// A launch stopped early because `interrupted` said so (Ctrl-C).
#[derive(Debug)]
pub struct Interrupted;

/// How often a long launch asks whether it should stop.
const POLL_INTERVAL: Duration = Duration::from_millis(50);

impl HostModule {
    /// Load a kernel from the bytes of its shared object. They are mapped from a private copy
    /// (unlinked once loaded), so what happens to the cache file later (truncated, replaced)
    /// cannot reach the mapped code, and what was verified is exactly what runs. Each copy has
    /// a name never used before: the loader reuses a loaded library whose name matches.
    pub(crate) fn load_image(image: &[u8], name: &str) -> Result<HostModule, String> {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let dir = private_dir()?;
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let path = dir.join(format!("{}-{n}-{name}.so", std::process::id()));
        std::fs::write(&path, image).map_err(|e| format!("cannot write kernel '{name}' to {}: {e}", path.display()))?;
        let r = Self::load(&path, name);
        let _ = std::fs::remove_file(&path);
        r
    }

    pub(crate) fn load(path: &Path, name: &str) -> Result<HostModule, String> {
        // Every symbol bound now: a missing one is this error, not an abort at the first call.
        #[cfg(unix)]
        let lib: libloading::Library = unsafe {
            use libloading::os::unix::{Library, RTLD_LOCAL, RTLD_NOW};
            Library::open(Some(path), RTLD_NOW | RTLD_LOCAL)
        }
        .map_err(|e| format!("cannot load kernel library {}: {e}", path.display()))?
        .into();
        #[cfg(not(unix))]
        let lib = unsafe { libloading::Library::new(path) }
            .map_err(|e| format!("cannot load kernel library {}: {e}", path.display()))?;
        let func: HostKernelFn = unsafe {
            *lib.get::<HostKernelFn>(name.as_bytes())
                .map_err(|e| format!("kernel symbol '{name}' missing from {}: {e}", path.display()))?
        };
        Ok(HostModule { _lib: lib, func })
    }

    /// Run every program of `grid`. While it runs, `interrupted` is asked every
    /// `POLL_INTERVAL` on the calling thread; when it answers true no further program starts
    /// and the launch returns `Interrupted` once the running ones end.
    pub fn launch(
        &self,
        grid: [u32; 3],
        args: &[u64],
        interrupted: Option<&dyn Fn() -> bool>,
    ) -> Result<(), Interrupted> {
        let total = grid[0] as u64 * grid[1] as u64 * grid[2] as u64;
        if total == 0 {
            return Ok(());
        }
        let f = self.func;
        let g = [grid[0] as i32, grid[1] as i32, grid[2] as i32];
        let stop = AtomicBool::new(false);
        let run = |i: u64| {
            if stop.load(Ordering::Relaxed) {
                return;
            }
            let x = (i % grid[0] as u64) as i32;
            let y = ((i / grid[0] as u64) % grid[1] as u64) as i32;
            let z = (i / (grid[0] as u64 * grid[1] as u64)) as i32;
            unsafe { f(args.as_ptr(), x, y, z, g[0], g[1], g[2]) }
        };
        let pool = pool();
        let Some(interrupted) = interrupted else {
            pool.install(|| (0..total).into_par_iter().for_each(run));
            return Ok(());
        };
        let done = AtomicBool::new(false);
        let mut stopped = false;
        let caller = std::thread::current();
        pool.in_place_scope(|s| {
            s.spawn(|_| {
                (0..total).into_par_iter().for_each(run);
                done.store(true, Ordering::Release);
                caller.unpark();
            });
            while !done.load(Ordering::Acquire) {
                std::thread::park_timeout(POLL_INTERVAL);
                if !stopped && !done.load(Ordering::Acquire) && interrupted() {
                    stopped = true;
                    stop.store(true, Ordering::Relaxed);
                }
            }
        });
        if stopped {
            Err(Interrupted)
        } else {
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A library whose kernel calls a function nothing defines.
    fn library_with_undefined_symbol(dir: &Path) -> std::path::PathBuf {
        let src = dir.join("k.c");
        std::fs::write(&src, "extern void tm_nowhere_defined(void);\nvoid kern(void) { tm_nowhere_defined(); }\n")
            .unwrap();
        let so = dir.join("k.so");
        let ok = std::process::Command::new("cc").args(["-shared", "-fPIC", "-o"]).arg(&so).arg(&src).status().unwrap();
        assert!(ok.success());
        so
    }

    #[test]
    fn an_unresolved_symbol_is_a_load_error_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        let so = library_with_undefined_symbol(dir.path());
        let err = HostModule::load(&so, "kern").err().expect("loaded a library with an undefined symbol");
        assert!(err.contains("tm_nowhere_defined"), "{err}");
        let err = HostModule::load_image(&std::fs::read(&so).unwrap(), "kern").err().unwrap();
        assert!(err.contains("tm_nowhere_defined"), "{err}");
    }
}
