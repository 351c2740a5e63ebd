//! Thread pools that survive `fork`: a child process inherits no threads, so a pool made
//! before the fork would wait forever for workers that do not exist. Each pool remembers the
//! fork generation it was made in and is remade (the old one leaked) in a forked child.

use std::sync::atomic::{AtomicPtr, AtomicU64, Ordering};
use std::sync::Once;

static FORK_GENERATION: AtomicU64 = AtomicU64::new(0);

extern "C" fn after_fork_in_child() {
    FORK_GENERATION.fetch_add(1, Ordering::SeqCst);
}

/// How many times this process's ancestry has forked since the library was loaded: 0 in the
/// process that loaded it.
pub fn fork_generation() -> u64 {
    static REGISTER: Once = Once::new();
    REGISTER.call_once(|| unsafe {
        libc::pthread_atfork(None, None, Some(after_fork_in_child));
    });
    FORK_GENERATION.load(Ordering::SeqCst)
}

/// Whether this is the process that loaded the library, not a forked child (valid once
/// `fork_generation` has been called before the fork, as every pool and directory here does).
pub fn is_creator_process() -> bool {
    fork_generation() == 0
}

/// A directory private to this process, made on first use and removed when the process exits
/// (by the process that made it, not by a forked child).
pub struct ProcessDir {
    prefix: &'static str,
    dir: std::sync::OnceLock<Result<std::path::PathBuf, String>>,
}

static DIRS_TO_REMOVE: std::sync::Mutex<Vec<std::path::PathBuf>> = std::sync::Mutex::new(Vec::new());

extern "C" fn remove_process_dirs() {
    if !is_creator_process() {
        return;
    }
    if let Ok(dirs) = DIRS_TO_REMOVE.lock() {
        for d in dirs.iter() {
            let _ = std::fs::remove_dir_all(d);
        }
    }
}

impl ProcessDir {
    pub const fn new(prefix: &'static str) -> ProcessDir {
        ProcessDir { prefix, dir: std::sync::OnceLock::new() }
    }

    /// The directory; the `Err` says why it could not be made.
    pub fn get(&self) -> Result<&std::path::Path, String> {
        self.dir
            .get_or_init(|| {
                static REGISTER: Once = Once::new();
                fork_generation(); // a child forked from now on knows it is one
                let d = tempfile::Builder::new()
                    .prefix(self.prefix)
                    .tempdir()
                    .map(|d| d.keep())
                    .map_err(|e| format!("cannot create a temporary directory: {e}"))?;
                REGISTER.call_once(|| unsafe {
                    libc::atexit(remove_process_dirs);
                });
                if let Ok(mut dirs) = DIRS_TO_REMOVE.lock() {
                    dirs.push(d.clone());
                }
                Ok(d)
            })
            .as_ref()
            .map(|p| p.as_path())
            .map_err(|e| e.clone())
    }
}

struct Made {
    generation: u64,
    pool: rayon::ThreadPool,
}

/// A lazily made pool, remade after a fork.
pub struct ForkSafePool {
    slot: AtomicPtr<Made>,
    make: fn() -> rayon::ThreadPool,
}

impl ForkSafePool {
    pub const fn new(make: fn() -> rayon::ThreadPool) -> ForkSafePool {
        ForkSafePool { slot: AtomicPtr::new(std::ptr::null_mut()), make }
    }

    pub fn get(&self) -> &rayon::ThreadPool {
        let generation = fork_generation();
        let cur = self.slot.load(Ordering::Acquire);
        if !cur.is_null() {
            // Pools are never freed, so a pointer once published stays valid.
            let made = unsafe { &*cur };
            if made.generation == generation {
                return &made.pool;
            }
        }
        let fresh = Box::into_raw(Box::new(Made { generation, pool: (self.make)() }));
        match self.slot.compare_exchange(cur, fresh, Ordering::AcqRel, Ordering::Acquire) {
            // The old pool (if any) is leaked: in a child its workers are gone, and dropping it
            // would wait for them.
            Ok(_) => unsafe { &(*fresh).pool },
            Err(winner) => {
                // Another thread installed one first: use it (ours was never used).
                let ours = unsafe { Box::from_raw(fresh) };
                drop(ours);
                unsafe { &(*winner).pool }
            }
        }
    }
}

/// Threads: `TRITON_CPU_THREADS`, else every core.
pub fn default_threads() -> usize {
    tm_settings::Settings::from_env()
        .cpu_threads
        .unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1))
}

fn make_compile_pool() -> rayon::ThreadPool {
    let n = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    rayon::ThreadPoolBuilder::new()
        .num_threads(n)
        // deep kernels recurse in the compiler: room as on a main thread and more
        .stack_size(64 << 20)
        .thread_name(|i| format!("triton-compile-{i}"))
        .build()
        .expect("cannot start the compile thread pool")
}

/// The pool every compile runs on (large stacks for deep expressions).
pub fn compile_pool() -> &'static rayon::ThreadPool {
    static POOL: ForkSafePool = ForkSafePool::new(make_compile_pool);
    POOL.get()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pool_is_made_once_per_generation() {
        static POOL: ForkSafePool =
            ForkSafePool::new(|| rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap());
        let a = POOL.get() as *const _;
        let b = POOL.get() as *const _;
        assert_eq!(a, b);
        FORK_GENERATION.fetch_add(1, Ordering::SeqCst); // as the child handler does
        let c = POOL.get() as *const _;
        assert_ne!(a, c);
        assert_eq!(POOL.get().install(|| 7), 7);
    }
}
