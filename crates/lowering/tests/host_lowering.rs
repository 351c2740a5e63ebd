//! The host lowering's MLIR for captured kernels: its shape, and that it verifies and lowers to
//! the LLVM dialect through the pass pipeline.

use tm_frontend::{lower_kernel, KernelSource};
use tm_lowering::{host::HostLowering, mlir_pipeline as pipeline};

fn fixture_function(name: &str) -> tm_frontend::tile_ir::Function {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime/tests/fixtures").join(name);
    let src: KernelSource = serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
    lower_kernel(&src).unwrap()
}

fn lowered(name: &str) -> String {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime/tests/fixtures").join(name);
    let src: KernelSource = serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
    HostLowering::new(&lower_kernel(&src).unwrap()).lower().unwrap()
}

#[test]
fn vector_add_is_one_fused_loop() {
    let m = lowered("vector_add.json");
    // One loop over the tile: loads, add and store fused, no tile buffer.
    assert_eq!(m.matches("scf.for").count(), 1, "{m}");
    assert!(!m.contains("memref.alloca"), "{m}");
    assert_eq!(m.matches("llvm.load").count(), 2 + 4, "{m}"); // two tile loads + four parameters
    assert!(m.contains("llvm.store"), "{m}");
    assert_eq!(m.matches("scf.if").count(), 3, "{m}"); // masked loads and store
}

#[test]
fn row_sum_keeps_the_accumulator_in_a_buffer() {
    let m = lowered("row_sum.json");
    assert!(m.contains("memref.alloca"), "{m}");
    assert!(m.contains(": i32 {"), "the runtime loop should iterate on i32: {m}");
    assert!(m.contains("fastmath<reassoc>"), "the reduction should be reassociable: {m}");
}

#[test]
fn pipeline_reaches_the_llvm_dialect() {
    let ctx = pipeline::new_context();
    for f in ["vector_add.json", "row_sum.json"] {
        let out = pipeline::run_pipeline(&ctx, &lowered(f), pipeline::host_pipeline()).unwrap();
        let t = &out.llvm_dialect_text;
        assert!(t.contains("llvm.func @"), "{t}");
        for dialect in ["scf.", "arith.", "memref.", "math.", "cf."] {
            assert!(!t.contains(dialect), "{dialect} left after lowering:\n{t}");
        }
    }
}

#[test]
fn bad_mlir_is_an_internal_error_not_a_crash() {
    let ctx = pipeline::new_context();
    let e = pipeline::run_pipeline(&ctx, "module { func.func @f() { %x = arith.addf } }", pipeline::host_pipeline());
    assert!(e.is_err());
}

#[test]
fn accumulating_dot_takes_the_carried_tile_as_its_acc() {
    let mut f = fixture_function("matmul_f16.json");
    let before = f.to_text();
    assert!(before.contains(" add "), "{before}");
    tm_lowering::passes::combine::fuse_dot_accumulate(&mut f);
    let after = f.to_text();
    assert_eq!(after.matches(" dot ").count(), 1, "{after}");
    let dot = after.lines().find(|l| l.contains(" dot ")).unwrap();
    assert!(!after.lines().any(|l| l.contains(" add ") && l.contains("tensor<64x64xfp32>")), "the add stays:\n{after}");
    // The dot's accumulator is the loop-carried tile (a block argument), not a zero splat.
    let acc = dot.rsplit(", ").next().unwrap().trim();
    assert!(!after.lines().any(|l| l.trim_start().starts_with(&format!("{acc} = splat"))), "{after}");
}

#[test]
fn dot_operand_loads_are_prefetched_one_iteration_ahead() {
    let (text, for_line) = pipelined_matmul(1);
    // The accumulator and the two operand tiles are carried.
    assert!(for_line.contains("-> (tensor<64x64xfp32>, tensor<64x32xfp16>, tensor<32x64xfp16>)"), "{text}");
    let body: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.contains(" = for "))
        .skip(1)
        .take_while(|l| !l.trim_start().starts_with('}'))
        .collect();
    let loads: Vec<usize> = body.iter().enumerate().filter(|(_, l)| l.contains(" = load ")).map(|(i, _)| i).collect();
    let dot = body.iter().position(|l| l.contains(" dot ")).unwrap();
    assert_eq!(loads.len(), 2, "{text}");
    assert!(loads.iter().all(|&i| i < dot), "the next tiles load before the dot:\n{text}");
    // Both prefetches are masked (the last iteration loads nothing), and so are the prologue's.
    assert_eq!(text.matches(" = load ").count(), 4, "{text}");
    assert!(text.lines().filter(|l| l.contains(" = load ")).all(|l| l.matches('%').count() >= 3), "{text}");
}

#[test]
fn two_stages_carry_two_tiles_per_operand() {
    let (text, for_line) = pipelined_matmul(2);
    assert!(
        for_line.contains(
            "-> (tensor<64x64xfp32>, tensor<64x32xfp16>, tensor<64x32xfp16>, tensor<32x64xfp16>, tensor<32x64xfp16>)"
        ),
        "{text}"
    );
    // Two prologue stages and one load per operand in the body.
    assert_eq!(text.matches(" = load ").count(), 2 * 2 + 2, "{text}");
}

/// The f16 matmul fixture with the dot accumulation fused and its loads pipelined `stages`
/// deep: the program's text and its loop's header line.
fn pipelined_matmul(stages: usize) -> (String, String) {
    let mut f = fixture_function("matmul_f16.json");
    tm_lowering::passes::combine::fuse_dot_accumulate(&mut f);
    tm_lowering::passes::combine::pipeline_dot_loads(&mut f, stages);
    let text = f.to_text();
    let for_line = text.lines().find(|l| l.contains(" = for ")).unwrap().to_string();
    (text, for_line)
}
