//! Runs the documentation's vector-add kernel as `native-vector-add` compiled it before, from
//! the kernel cache, in a program that links no compiler (no LLVM, no MLIR):
//!
//!     cargo run --release -p native-vector-add -- examples/vector_add.py     # compiles, caches
//!     cargo run --release -p cached-vector-add -- examples/vector_add.py     # loads, launches
//!
//! Prints "cache hit: true" and "ok" after checking the sum; fails when the kernel was never
//! compiled into this cache on this machine.

use tm_native::{KernelFile, LaunchArgs, Options};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1).unwrap_or_else(|| "examples/vector_add.py".into());
    let file = KernelFile::open(&path)?;
    let signature = "*fp32:16, *fp32:16, *fp32:16, i32, 1024";
    let Some(kernel) = file.load_cached("add_kernel", signature, &Options::default())? else {
        return Err(format!("add_kernel of {path} is not in the kernel cache: run native-vector-add first").into());
    };
    let n = 50_000usize;
    let x: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let y: Vec<f32> = (0..n).map(|i| 2.0 * i as f32 + 0.5).collect();
    let mut out = vec![f32::NAN; n];
    let args = LaunchArgs::new().ptr(x.as_ptr()).ptr(y.as_ptr()).ptr_mut(out.as_mut_ptr()).i32(n as i32);
    kernel.launch_args([n.div_ceil(1024) as u32, 1, 1], &args, 0)?;
    if let Some(i) = (0..n).find(|&i| out[i] != x[i] + y[i]) {
        return Err(format!("wrong sum at {i}: {} + {} gave {}", x[i], y[i], out[i]).into());
    }
    println!("cache hit: {}", kernel.cache_hit);
    println!("ok");
    Ok(())
}
