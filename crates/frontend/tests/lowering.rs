//! Golden checks of the tile IR the frontend builds from captured kernels.

use tm_frontend::tile_ir::*;
use tm_frontend::{lower_kernel, KernelSource};

fn source(name: &str) -> KernelSource {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime/tests/fixtures").join(name);
    serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap()
}

/// Each expected line must appear, in order (like FileCheck's CHECK lines).
fn check_in_order(text: &str, expected: &[&str]) {
    let mut rest = text;
    for e in expected {
        match rest.find(e) {
            Some(i) => rest = &rest[i + e.len()..],
            None => panic!("expected `{e}` (in order) in:\n{text}"),
        }
    }
}

#[test]
fn vector_add_tile_ir() {
    let f = lower_kernel(&source("vector_add.json")).unwrap();
    check_in_order(
        &f.to_text(),
        &[
            "tt.func @add_kernel(",
            "= program_id 0 : i32",
            "= arange 0, 64 : tensor<64xi32>",
            "= cmplt",
            "= addptr",
            "= load",
            ", mask=",
            ": tensor<64xfp32>",
            "= add ",
            "store ",
        ],
    );
    assert_eq!(f.params.len(), 4);
    assert_eq!(f.params[0].ty.dtype, DType::Ptr(Box::new(DType::Scalar(Scalar::F32))));
}

#[test]
fn loop_carries_the_accumulator() {
    let f = lower_kernel(&source("row_sum.json")).unwrap();
    let text = f.to_text();
    check_in_order(&text, &["for ", "iter_args(", "-> (tensor<32xfp32>)", "yield ", "reduce.sum", "store "]);
}

#[test]
fn promotion_follows_triton() {
    use tm_frontend::lower::promote_scalars as p;
    use Scalar::*;
    assert_eq!(p(I32, F16), F16);
    assert_eq!(p(F16, BF16), F16);
    assert_eq!(p(BF16, I32), F32);
    assert_eq!(p(I8, U8), U8);
    assert_eq!(p(I64, U32), I64);
    assert_eq!(p(U8, I16), I16);
    assert_eq!(p(U32, I32), U32);
    assert_eq!(p(I1, I16), I16);
    assert_eq!(p(F32, F64), F64);
}

#[test]
fn undefined_name_is_located() {
    let mut src = source("vector_add.json");
    let f = src.functions.values_mut().next().unwrap();
    // Rename the first read of `mask` in the body to an undefined name.
    fn rename(v: &mut serde_json::Value) -> bool {
        match v {
            serde_json::Value::Object(o) => {
                if o.get("_t").and_then(|t| t.as_str()) == Some("Name")
                    && o.get("id").and_then(|t| t.as_str()) == Some("mask")
                    && o["ctx"]["_t"] == "Load"
                {
                    o.insert("id".into(), "maask".into());
                    return true;
                }
                o.values_mut().any(rename)
            }
            serde_json::Value::Array(a) => a.iter_mut().any(rename),
            _ => false,
        }
    }
    assert!(rename(&mut f.ast));
    let err = lower_kernel(&src).unwrap_err();
    assert!(err.message.contains("'maask' is not defined"), "{}", err.message);
    assert!(err.line > 9, "line {}", err.line);
    assert!(err.render().contains("kernels.py:"), "{}", err.render());
}

/// A `constexpr_function` call stops lowering with the call the host must evaluate; with its
/// result in `constexpr_calls`, the kernel lowers with that constexpr.
#[test]
fn constexpr_function_calls_ask_the_host() {
    let mut src = source("constexpr_call.json");
    let err = lower_kernel(&src).unwrap_err();
    let call = err.constexpr_call.as_ref().expect("the call the host must evaluate");
    assert!(call.function.contains(":doubled:"), "{}", call.function);
    assert_eq!(call.arguments, serde_json::json!({"args": [{"value": 8, "type": "int"}], "kwargs": {}}));
    assert!(err.message.contains("constexpr_function doubled"), "{}", err.message);
    src.constexpr_calls.insert(call.memo_key.clone(), serde_json::json!({"value": 16, "type": "int"}));
    let f = lower_kernel(&src).unwrap();
    check_in_order(&f.to_text(), &["= arange 0, 16 : tensor<16xi32>", "store "]);
}
