//! A kernel compiled once is found again from its request by `tm-loader` alone (the crate that
//! links no compiler): the request index the compiler writes, keyed by the message, the
//! settings, the compiler version and the host CPU.

use std::path::Path;
use tm_loader::requests::Request;

fn message(cache: &Path, block: i64) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/vector_add.json");
    let mut v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
    v["cache_dir"] = serde_json::json!(cache.display().to_string());
    v["always_compile"] = serde_json::json!(false);
    v["signature"][4]["value"] = serde_json::json!(block);
    v.to_string()
}

#[test]
fn a_compiled_request_loads_without_the_compiler() {
    let dir = tempfile::tempdir().unwrap();
    let msg = message(dir.path(), 64);
    // nothing compiled yet: the loader finds nothing (and does not compile)
    assert!(Request::from_message(&msg).unwrap().load().is_none());
    assert!(!dir.path().join("requests").exists());

    let compiled = tm_runtime::compile(&msg).unwrap();
    assert!(!compiled.cache_hit);
    let loaded = Request::from_message(&msg).unwrap().load().expect("the request index names the entry");
    assert!(loaded.cache_hit);
    assert_eq!(loaded.cache_path, compiled.cache_path);
    assert_eq!(loaded.metadata.name, compiled.metadata.name);

    let n = 300usize;
    let x: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let y: Vec<f32> = (0..n).map(|i| 0.25 * i as f32).collect();
    let mut out = vec![f32::NAN; n];
    let args = tm_loader::LaunchArgs::new().ptr(x.as_ptr()).ptr(y.as_ptr()).ptr_mut(out.as_mut_ptr()).i32(n as i32);
    loaded.launch_args([(n as u32).div_ceil(64), 1, 1], &args, 0).unwrap();
    assert!((0..n).all(|i| out[i] == x[i] + y[i]));

    // another specialisation is another request; where the cache lives is not part of it
    assert!(Request::from_message(&message(dir.path(), 128)).unwrap().load().is_none());
    let a = Request::from_message(&msg).unwrap().key;
    let b = Request::from_message(&message(Path::new("/elsewhere"), 64)).unwrap().key;
    assert_eq!(a, b);

    // a damaged entry is not loaded: the compiler makes it again and records it
    std::fs::write(compiled.cache_path.join("kernel.so"), b"not a shared object").unwrap();
    assert!(Request::from_message(&msg).unwrap().load().is_none());
    let again = tm_runtime::compile(&msg).unwrap();
    assert!(!again.cache_hit);
    assert!(Request::from_message(&msg).unwrap().load().is_some());
}

#[test]
fn a_damaged_index_record_is_a_miss() {
    let dir = tempfile::tempdir().unwrap();
    let msg = message(dir.path(), 64);
    let req = Request::from_message(&msg).unwrap();
    std::fs::create_dir_all(dir.path().join("requests")).unwrap();
    std::fs::write(dir.path().join("requests").join(&req.key), b"../../etc/passwd").unwrap();
    assert!(req.load().is_none());
    assert!(Request::from_message("{not json").is_err());
}
