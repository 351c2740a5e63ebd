module {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.x() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.y() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.ctaid.z() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.x() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.y() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.nctaid.z() -> i32
  llvm.func @llvm.musa.read.ptx.sreg.tid.x() -> i32
  func.func @add_kernel(%a0: !llvm.ptr<1>, %a1: !llvm.ptr<1>, %a2: !llvm.ptr<1>, %a3: i32) {
    %tid = llvm.call @llvm.musa.read.ptx.sreg.tid.x() : () -> i32
    %tidx = arith.index_cast %tid : i32 to index
    %pid0 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.x() : () -> i32
    %nprog0 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.x() : () -> i32
    %pid1 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.y() : () -> i32
    %nprog1 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.y() : () -> i32
    %pid2 = llvm.call @llvm.musa.read.ptx.sreg.ctaid.z() : () -> i32
    %nprog2 = llvm.call @llvm.musa.read.ptx.sreg.nctaid.z() : () -> i32
    %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %v1 = arith.constant 1024 : i32
    %v2 = arith.muli %pid0, %v1 : i32
    %v3 = arith.constant 0x00000000 : f32
    %v4 = arith.constant 0x00000000 : f32
    %v5 = arith.muli %tidx, %c2 : index
    %v6 = arith.addi %v5, %c1 : index
    %v7 = arith.index_cast %v5 : index to i32
    %v8 = arith.addi %v2, %v7 : i32
    %v9 = llvm.getelementptr %a0[%v8] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v10 = arith.cmpi slt, %v8, %a3 : i32
    %v11 = llvm.mlir.undef : vector<2xf32>
    %v12 = llvm.mlir.constant(0 : i32) : i32
    %v13 = llvm.insertelement %v3, %v11[%v12 : i32] : vector<2xf32>
    %v14 = llvm.mlir.constant(1 : i32) : i32
    %v15 = llvm.insertelement %v3, %v13[%v14 : i32] : vector<2xf32>
    %v16 = scf.if %v10 -> (vector<2xf32>) {
      %v17 = llvm.load %v9 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<2xf32>
      scf.yield %v17 : vector<2xf32>
    } else {
      scf.yield %v15 : vector<2xf32>
    }
    %v18 = llvm.mlir.constant(0 : i32) : i32
    %v19 = llvm.extractelement %v16[%v18 : i32] : vector<2xf32>
    %v20 = llvm.mlir.constant(1 : i32) : i32
    %v21 = llvm.extractelement %v16[%v20 : i32] : vector<2xf32>
    %v22 = llvm.getelementptr %a1[%v8] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v23 = llvm.mlir.undef : vector<2xf32>
    %v24 = llvm.mlir.constant(0 : i32) : i32
    %v25 = llvm.insertelement %v4, %v23[%v24 : i32] : vector<2xf32>
    %v26 = llvm.mlir.constant(1 : i32) : i32
    %v27 = llvm.insertelement %v4, %v25[%v26 : i32] : vector<2xf32>
    %v28 = scf.if %v10 -> (vector<2xf32>) {
      %v29 = llvm.load %v22 {alignment = 8 : i64} : !llvm.ptr<1> -> vector<2xf32>
      scf.yield %v29 : vector<2xf32>
    } else {
      scf.yield %v27 : vector<2xf32>
    }
    %v30 = llvm.mlir.constant(0 : i32) : i32
    %v31 = llvm.extractelement %v28[%v30 : i32] : vector<2xf32>
    %v32 = llvm.mlir.constant(1 : i32) : i32
    %v33 = llvm.extractelement %v28[%v32 : i32] : vector<2xf32>
    %v34 = arith.addf %v19, %v31 fastmath<contract> : f32
    %v35 = arith.addf %v21, %v33 fastmath<contract> : f32
    %v36 = llvm.mlir.undef : vector<2xf32>
    %v37 = llvm.mlir.constant(0 : i32) : i32
    %v38 = llvm.insertelement %v34, %v36[%v37 : i32] : vector<2xf32>
    %v39 = llvm.mlir.constant(1 : i32) : i32
    %v40 = llvm.insertelement %v35, %v38[%v39 : i32] : vector<2xf32>
    %v41 = llvm.getelementptr %a2[%v8] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    scf.if %v10 {
      llvm.store %v40, %v41 {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
    }
    func.return
  }
}
