//! Compiles a Triton kernel file (the documentation's vector add: `import triton`, a
//! `@triton.jit` function and a `__main__` block) and runs it, with no Python interpreter.
//!
//!     cargo run --release -p native-vector-add -- examples/vector_add.py [cpu|cuda ARCH|musa ARCH]
//!
//! Prints "ok" after checking the sum, and whether a Python library is mapped into the process
//! (it never is: nothing here links libpython).

use tm_native::gpu_driver::{DeviceBuffer, Vendor};
use tm_native::{KernelFile, LaunchArgs, Options};

fn python_loaded() -> bool {
    std::fs::read_to_string("/proc/self/maps").map(|m| m.contains("libpython")).unwrap_or(false)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let path = args.get(1).map(String::as_str).unwrap_or("examples/vector_add.py");
    let file = KernelFile::open(path)?;
    let options = Options {
        target: args.get(2).cloned().unwrap_or_else(|| "cpu".into()),
        arch: args.get(3).map(|a| a.parse()).transpose()?,
        ..Options::default()
    };
    let kernel = file.compile("add_kernel", "*fp32:16, *fp32:16, *fp32:16, i32, 1024", &options)?;
    let n = 98_432usize;
    let x: Vec<f32> = (0..n).map(|i| i as f32 * 0.25).collect();
    let y: Vec<f32> = (0..n).map(|i| 1.0 - i as f32).collect();
    let mut out = vec![f32::NAN; n];
    let grid = [n.div_ceil(1024) as u32, 1, 1];
    if kernel.runs_on_host() {
        let args = LaunchArgs::new().ptr(x.as_ptr()).ptr(y.as_ptr()).ptr_mut(out.as_mut_ptr()).i32(n as i32);
        kernel.launch_args(grid, &args, 0)?;
    } else {
        // a GPU target: device memory from its driver, the default stream
        let vendor = if options.target == "musa" { Vendor::Musa } else { Vendor::Cuda };
        let (dx, dy) = (DeviceBuffer::from_slice(vendor, &x)?, DeviceBuffer::from_slice(vendor, &y)?);
        let dout = DeviceBuffer::from_slice(vendor, &out)?;
        let args = LaunchArgs::new().address(dx.address()).address(dy.address()).address(dout.address()).i32(n as i32);
        kernel.launch_args(grid, &args, 0)?;
        dout.read_into(&mut out)?;
    }
    println!("target: {} {}", kernel.metadata.target, kernel.metadata.arch);
    if let Some(i) = (0..n).find(|&i| out[i] != x[i] + y[i]) {
        return Err(format!("wrong sum at {i}: {} + {} gave {}", x[i], y[i], out[i]).into());
    }
    println!("cache hit: {}", kernel.cache_hit);
    println!("python loaded: {}", python_loaded());
    println!("ok");
    Ok(())
}
