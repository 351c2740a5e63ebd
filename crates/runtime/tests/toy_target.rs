//! A fourth target added from outside the compiler: one module (the cpu backend under another
//! name) and one registration line; the runtime compiles, caches and launches through it.

use std::path::Path;

/// The new module: everything a target is, through `Backend`.
mod toy {
    use tm_lowering::simt::SimtTargetInfo;
    use tm_targets::{Artifact, Backend, BackendConfig, BinaryKind, EmitRequest, PrefetchPolicy, TargetError};

    pub struct Toy(Box<dyn Backend>);

    pub fn backend(config: &BackendConfig) -> Result<Box<dyn Backend>, TargetError> {
        Ok(Box::new(Toy(tm_targets::cpu::backend(config)?)))
    }

    impl Backend for Toy {
        fn name(&self) -> &'static str {
            "toy"
        }
        fn arch(&self) -> String {
            format!("toy-{}", self.0.arch())
        }
        fn warp_size(&self) -> u32 {
            self.0.warp_size()
        }
        fn binary_kind(&self) -> BinaryKind {
            self.0.binary_kind()
        }
        fn cache_key(&self) -> String {
            format!("toy:{}", self.0.cache_key())
        }
        fn simt(&self, num_warps: u32) -> Option<SimtTargetInfo> {
            self.0.simt(num_warps)
        }
        fn dot_prefetch_depth(&self, num_stages: u32, simt: Option<&SimtTargetInfo>) -> Option<PrefetchPolicy> {
            self.0.dot_prefetch_depth(num_stages, simt)
        }
        fn grid_limits(&self) -> [i64; 3] {
            self.0.grid_limits()
        }
        fn emit(&self, req: EmitRequest<'_, '_>) -> Result<Artifact, TargetError> {
            self.0.emit(req)
        }
        fn register_usage(&self, llir: &str, kernel: &str) -> Option<(i32, i32)> {
            self.0.register_usage(llir, kernel)
        }
    }
}

fn message(target: &str, cache: &Path) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/vector_add.json");
    let mut v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
    v["cache_dir"] = serde_json::json!(cache.display().to_string());
    v["target"] = serde_json::json!(target);
    v["always_compile"] = serde_json::json!(false);
    v.to_string()
}

#[test]
fn a_fourth_target_is_one_module_and_one_registration_line() {
    let dir = tempfile::tempdir().unwrap();
    // before it is registered, the target is unknown, and the error lists the known ones
    let err = tm_runtime::compile(&message("toy", dir.path())).err().unwrap().to_string();
    assert!(err.contains("'toy' backend is not available") && err.contains("cpu, cuda, musa"), "{err}");

    tm_targets::register("toy", toy::backend);

    assert!(tm_runtime::compiler::backends().contains(&"toy"));
    let k = tm_runtime::compile(&message("toy", dir.path())).unwrap();
    assert_eq!(k.metadata.target, "toy");
    assert!(k.metadata.arch.starts_with("toy-"), "{}", k.metadata.arch);
    let n = 100usize;
    let x: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let y: Vec<f32> = (0..n).map(|i| 2.0 * i as f32).collect();
    let mut out = vec![0f32; n];
    k.launch(
        [(n as u32).div_ceil(64), 1, 1],
        &[x.as_ptr() as u64, y.as_ptr() as u64, out.as_mut_ptr() as u64, n as u64],
    )
    .unwrap();
    assert!((0..n).all(|i| out[i] == 3.0 * i as f32));
    // its own cache entries: the cpu target's key differs
    assert!(tm_runtime::compile(&message("toy", dir.path())).unwrap().cache_hit);
    assert!(!tm_runtime::compile(&message("cpu", dir.path())).unwrap().cache_hit);
}
