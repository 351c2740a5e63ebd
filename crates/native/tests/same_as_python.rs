//! A kernel parsed from its file by Rust lowers exactly as the one the Python side sends: the
//! tile IR equals the golden files tests/test_golden.py keeps from the Python path.

use std::path::Path;
use tm_native::{KernelFile, Options};

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

fn ttir(file: &str, kernel: &str, signature: &str, num_warps: u32) -> String {
    let f = KernelFile::open(root().join("tests").join(file)).unwrap();
    let options = Options { target: "cuda".into(), arch: Some(90), num_warps, num_stages: 3, cache_dir: None };
    let message = f.message(kernel, signature, &options).unwrap();
    tm_runtime::compiler::compile_only(&message).unwrap_or_else(|e| panic!("{kernel}: {e}"))["ttir"].clone()
}

fn golden(name: &str) -> String {
    std::fs::read_to_string(root().join("tests/golden").join(format!("{name}.sm90.ttir"))).unwrap()
}

#[test]
fn the_golden_kernels_lower_as_from_python() {
    let cases = [
        ("add", "test_cuda_codegen.py", "add_kernel", "*fp32:16, *fp32:16, *fp32:16, i32:16, 1024", 4),
        ("softmax", "test_cuda_codegen.py", "softmax_kernel", "*fp32:16, *fp32:16, i32:16, i32, 1024", 8),
        ("argmax", "test_cuda_codegen.py", "argmax_kernel", "*fp32:16, *i32:16, 32, 16", 4),
        (
            "layernorm",
            "test_reductions.py",
            "layernorm_fwd_kernel",
            "*fp16:16, *fp16:16, *fp16:16, *fp16:16, *fp32:16, *fp32:16, i32:16, i32:16, fp32, 1024",
            8,
        ),
        (
            "matmul_fp16",
            "test_dot.py",
            "matmul_kernel",
            "*fp16:16, *fp16:16, *fp32:16, i32:16, i32:16, i32:16, i32:16, i32:1, i32:16, i32:1, i32:16, i32:1, 64, 64, 32",
            4,
        ),
    ];
    for (name, file, kernel, sig, warps) in cases {
        assert_eq!(ttir(file, kernel, sig, warps), golden(name), "{name}");
    }
}

#[test]
fn errors_name_the_file_and_line() {
    let err =
        KernelFile::parse("k.py", "import triton\n\n@triton.jit\ndef f(x:\n    pass\n").err().unwrap().to_string();
    assert!(err.starts_with("k.py:5:5: invalid syntax"), "{err}");
    let src = "import triton\nimport triton.language as tl\nimport random\nSCALE = random.random()\n\n@triton.jit\ndef f(x):\n    tl.store(x, SCALE)\n";
    let f = KernelFile::parse("k.py", src).unwrap();
    let err = f.message("f", "*fp32", &Options::default()).err().unwrap().to_string();
    assert!(err.contains("k.py:8:") && err.contains("reads the global 'SCALE' (defined at line 4)"), "{err}");
    let err = f.message("g", "*fp32", &Options::default()).err().unwrap().to_string();
    assert!(err.contains("no @triton.jit function named 'g' (it has: f)"), "{err}");
    let ok = KernelFile::parse("k.py", "import triton\n\n@triton.jit\ndef f(x):\n    pass\n").unwrap();
    let err = ok.message("f", "*fp32, i32", &Options::default()).err().unwrap().to_string();
    assert!(err.contains("the signature has 2 entries, the kernel has 1 parameters (x)"), "{err}");
}

#[test]
fn a_file_in_the_documentations_form_compiles_and_runs_on_the_cpu() {
    let src = "import torch\nimport triton\nimport triton.language as tl\n\nBLOCK = 256\n\n@triton.jit\ndef helper(x):\n    return x * 2.0\n\n@triton.jit\ndef double(x_ptr, out_ptr, n):\n    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)\n    m = offs < n\n    tl.store(out_ptr + offs, helper(tl.load(x_ptr + offs, mask=m)), mask=m)\n\nif __name__ == \"__main__\":\n    print(torch.randn(3))\n";
    let dir = tempfile::tempdir().unwrap();
    let f = KernelFile::parse("double.py", src).unwrap();
    let options = Options { cache_dir: Some(dir.path().to_path_buf()), ..Options::default() };
    let k = f.compile("double", "*fp32, *fp32, i32", &options).unwrap();
    let x: Vec<f32> = (0..1000).map(|i| i as f32).collect();
    let mut out = vec![0f32; 1000];
    let args = tm_native::LaunchArgs::new().ptr(x.as_ptr()).ptr_mut(out.as_mut_ptr()).i32(1000);
    k.launch_args([4, 1, 1], &args, 0).unwrap();
    assert!((0..1000).all(|i| out[i] == 2.0 * x[i]));
    // a second compile is a cache hit
    assert!(f.compile("double", "*fp32, *fp32, i32", &options).unwrap().cache_hit);
}
