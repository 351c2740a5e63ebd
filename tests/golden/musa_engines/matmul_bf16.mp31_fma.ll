; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

; Function Attrs: nounwind
define cc 102 void @matmul_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr #2 {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = icmp sgt i32 %5, 0
  %20 = shl nsw i64 %14, 3
  %21 = and i64 %20, 24
  %22 = lshr i64 %20, 5
  %23 = trunc i64 %22 to i32
  %24 = add i32 %17, %23
  %25 = mul i32 %24, %6
  %26 = sext i32 %25 to i64
  %27 = getelementptr bfloat, ptr addrspace(1) %0, i64 %26
  %28 = trunc i64 %21 to i32
  %29 = icmp slt i32 %24, %3
  %30 = icmp slt i32 %28, %5
  %31 = and i1 %30, %29
  %32 = and i1 %19, %31
  br i1 %32, label %33, label %36

33: ; preds = %12
  %34 = getelementptr bfloat, ptr addrspace(1) %27, i64 %21
  %35 = load <8 x bfloat>, ptr addrspace(1) %34, align 16
  br label %36

36: ; preds = %33, %12
  %37 = phi <8 x bfloat> [ %35, %33 ], [ zeroinitializer, %12 ]
  %38 = add nsw i64 %20, 1024
  %39 = lshr i64 %38, 5
  %40 = trunc i64 %39 to i32
  %41 = add i32 %17, %40
  %42 = mul i32 %41, %6
  %43 = sext i32 %42 to i64
  %44 = getelementptr bfloat, ptr addrspace(1) %0, i64 %43
  %45 = icmp slt i32 %41, %3
  %46 = and i1 %30, %45
  %47 = and i1 %19, %46
  br i1 %47, label %48, label %51

48: ; preds = %36
  %49 = getelementptr bfloat, ptr addrspace(1) %44, i64 %21
  %50 = load <8 x bfloat>, ptr addrspace(1) %49, align 16
  br label %51

51: ; preds = %48, %36
  %52 = phi <8 x bfloat> [ %50, %48 ], [ zeroinitializer, %36 ]
  %53 = and i64 %20, 56
  %54 = lshr i64 %20, 6
  %55 = trunc i64 %54 to i32
  %56 = trunc i64 %53 to i32
  %57 = or i32 %18, %56
  %58 = icmp slt i32 %55, %5
  %59 = icmp slt i32 %57, %4
  %60 = and i1 %58, %59
  %61 = and i1 %19, %60
  br i1 %61, label %62, label %69

62: ; preds = %51
  %63 = mul i32 %55, %8
  %64 = sext i32 %63 to i64
  %65 = getelementptr bfloat, ptr addrspace(1) %1, i64 %64
  %66 = sext i32 %57 to i64
  %67 = getelementptr bfloat, ptr addrspace(1) %65, i64 %66
  %68 = load <8 x bfloat>, ptr addrspace(1) %67, align 16
  br label %69

69: ; preds = %62, %51
  %70 = phi <8 x bfloat> [ %68, %62 ], [ zeroinitializer, %51 ]
  %71 = lshr i64 %38, 6
  %72 = trunc i64 %71 to i32
  %73 = icmp slt i32 %72, %5
  %74 = and i1 %73, %59
  %75 = and i1 %19, %74
  br i1 %75, label %76, label %83

76: ; preds = %69
  %77 = mul i32 %72, %8
  %78 = sext i32 %77 to i64
  %79 = getelementptr bfloat, ptr addrspace(1) %1, i64 %78
  %80 = sext i32 %57 to i64
  %81 = getelementptr bfloat, ptr addrspace(1) %79, i64 %80
  %82 = load <8 x bfloat>, ptr addrspace(1) %81, align 16
  br label %83

83: ; preds = %76, %69
  %84 = phi <8 x bfloat> [ %82, %76 ], [ zeroinitializer, %69 ]
  %85 = or i64 %53, 4
  %86 = and i64 %20, 4294967232
  %87 = trunc i64 %20 to i32
  %88 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %87
  %89 = or i32 %87, 1
  %90 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %89
  %91 = or i32 %87, 2
  %92 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %91
  %93 = or i32 %87, 3
  %94 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %93
  %95 = or i64 %85, %86
  %96 = trunc i64 %95 to i32
  %97 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %96
  %98 = or i32 %87, 5
  %99 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %98
  %100 = or i32 %87, 6
  %101 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %100
  %102 = or i32 %87, 7
  %103 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %102
  %104 = and i64 %38, -64
  %105 = or i64 %104, %53
  %106 = trunc i64 %105 to i32
  %107 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %106
  %108 = or i32 %106, 1
  %109 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %108
  %110 = or i32 %106, 2
  %111 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %110
  %112 = or i32 %106, 3
  %113 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %112
  %114 = or i64 %85, %104
  %115 = trunc i64 %114 to i32
  %116 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %115
  %117 = or i32 %106, 5
  %118 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %117
  %119 = or i32 %106, 6
  %120 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %119
  %121 = or i32 %106, 7
  %122 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %121
  %123 = add nsw i64 %20, 2048
  %124 = lshr i64 %123, 6
  %125 = and i64 %123, -64
  %126 = or i64 %125, %53
  %127 = trunc i64 %126 to i32
  %128 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %127
  %129 = or i32 %127, 1
  %130 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %129
  %131 = or i32 %127, 2
  %132 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %131
  %133 = or i32 %127, 3
  %134 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %133
  %135 = or i64 %85, %125
  %136 = trunc i64 %135 to i32
  %137 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %136
  %138 = or i32 %127, 5
  %139 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %138
  %140 = or i32 %127, 6
  %141 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %140
  %142 = or i32 %127, 7
  %143 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %142
  %144 = add nsw i64 %20, 3072
  %145 = lshr i64 %144, 6
  %146 = and i64 %144, -64
  %147 = or i64 %146, %53
  %148 = trunc i64 %147 to i32
  %149 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %148
  %150 = or i32 %148, 1
  %151 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %150
  %152 = or i32 %148, 2
  %153 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %152
  %154 = or i32 %148, 3
  %155 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %154
  %156 = or i64 %85, %146
  %157 = trunc i64 %156 to i32
  %158 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %157
  %159 = or i32 %148, 5
  %160 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %159
  %161 = or i32 %148, 6
  %162 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %161
  %163 = or i32 %148, 7
  %164 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %163
  %165 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %87
  %166 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %89
  %167 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %91
  %168 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %93
  %169 = or i32 %87, 4
  %170 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %169
  %171 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %98
  %172 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %100
  %173 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %102
  %174 = and i64 %38, 4294967264
  %175 = or i64 %174, %21
  %176 = trunc i64 %175 to i32
  %177 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %176
  %178 = or i32 %176, 1
  %179 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %178
  %180 = or i32 %176, 2
  %181 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %180
  %182 = or i32 %176, 3
  %183 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %182
  %184 = or i32 %176, 4
  %185 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %184
  %186 = or i32 %176, 5
  %187 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %186
  %188 = or i32 %176, 6
  %189 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %188
  %190 = or i32 %176, 7
  %191 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %190
  %192 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %87
  %193 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %89
  %194 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %91
  %195 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %93
  %196 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %96
  %197 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %98
  %198 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %100
  %199 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %102
  %200 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %106
  %201 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %108
  %202 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %110
  %203 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %112
  %204 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %115
  %205 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %117
  %206 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %119
  %207 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %121
  %208 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %87
  %209 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %96
  %210 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %98
  %211 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %100
  %212 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %102
  %213 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %106
  %214 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %115
  %215 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %127
  %216 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %136
  %217 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %148
  %218 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %157
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %83
  %219 = extractelement <8 x bfloat> %84, i64 7
  %220 = extractelement <8 x bfloat> %84, i64 6
  %221 = extractelement <8 x bfloat> %84, i64 5
  %222 = extractelement <8 x bfloat> %84, i64 4
  %223 = extractelement <8 x bfloat> %84, i64 3
  %224 = extractelement <8 x bfloat> %84, i64 2
  %225 = extractelement <8 x bfloat> %84, i64 1
  %226 = extractelement <8 x bfloat> %84, i64 0
  %227 = sext i32 %57 to i64
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %227
  %228 = and i64 %14, 63
  br label %229

229: ; preds = %.lr.ph, %372
  %230 = phi bfloat [ %219, %.lr.ph ], [ %376, %372 ]
  %231 = phi bfloat [ %220, %.lr.ph ], [ %317, %372 ]
  %232 = phi bfloat [ %221, %.lr.ph ], [ %375, %372 ]
  %233 = phi bfloat [ %222, %.lr.ph ], [ %316, %372 ]
  %234 = phi bfloat [ %223, %.lr.ph ], [ %374, %372 ]
  %235 = phi bfloat [ %224, %.lr.ph ], [ %315, %372 ]
  %236 = phi bfloat [ %225, %.lr.ph ], [ %373, %372 ]
  %237 = phi bfloat [ %226, %.lr.ph ], [ %314, %372 ]
  %238 = phi float [ 0.000000e+00, %.lr.ph ], [ %391, %372 ]
  %239 = phi float [ 0.000000e+00, %.lr.ph ], [ %390, %372 ]
  %240 = phi float [ 0.000000e+00, %.lr.ph ], [ %389, %372 ]
  %241 = phi float [ 0.000000e+00, %.lr.ph ], [ %388, %372 ]
  %242 = phi float [ 0.000000e+00, %.lr.ph ], [ %395, %372 ]
  %243 = phi float [ 0.000000e+00, %.lr.ph ], [ %394, %372 ]
  %244 = phi float [ 0.000000e+00, %.lr.ph ], [ %393, %372 ]
  %245 = phi float [ 0.000000e+00, %.lr.ph ], [ %392, %372 ]
  %246 = phi float [ 0.000000e+00, %.lr.ph ], [ %399, %372 ]
  %247 = phi float [ 0.000000e+00, %.lr.ph ], [ %398, %372 ]
  %248 = phi float [ 0.000000e+00, %.lr.ph ], [ %397, %372 ]
  %249 = phi float [ 0.000000e+00, %.lr.ph ], [ %396, %372 ]
  %250 = phi float [ 0.000000e+00, %.lr.ph ], [ %403, %372 ]
  %251 = phi float [ 0.000000e+00, %.lr.ph ], [ %402, %372 ]
  %252 = phi float [ 0.000000e+00, %.lr.ph ], [ %401, %372 ]
  %253 = phi float [ 0.000000e+00, %.lr.ph ], [ %400, %372 ]
  %254 = phi float [ 0.000000e+00, %.lr.ph ], [ %407, %372 ]
  %255 = phi float [ 0.000000e+00, %.lr.ph ], [ %406, %372 ]
  %256 = phi float [ 0.000000e+00, %.lr.ph ], [ %405, %372 ]
  %257 = phi float [ 0.000000e+00, %.lr.ph ], [ %404, %372 ]
  %258 = phi float [ 0.000000e+00, %.lr.ph ], [ %411, %372 ]
  %259 = phi float [ 0.000000e+00, %.lr.ph ], [ %410, %372 ]
  %260 = phi float [ 0.000000e+00, %.lr.ph ], [ %409, %372 ]
  %261 = phi float [ 0.000000e+00, %.lr.ph ], [ %408, %372 ]
  %262 = phi float [ 0.000000e+00, %.lr.ph ], [ %381, %372 ]
  %263 = phi float [ 0.000000e+00, %.lr.ph ], [ %380, %372 ]
  %264 = phi float [ 0.000000e+00, %.lr.ph ], [ %379, %372 ]
  %265 = phi float [ 0.000000e+00, %.lr.ph ], [ %378, %372 ]
  %266 = phi float [ 0.000000e+00, %.lr.ph ], [ %415, %372 ]
  %267 = phi float [ 0.000000e+00, %.lr.ph ], [ %414, %372 ]
  %268 = phi float [ 0.000000e+00, %.lr.ph ], [ %413, %372 ]
  %269 = phi float [ 0.000000e+00, %.lr.ph ], [ %412, %372 ]
  %270 = phi i32 [ 0, %.lr.ph ], [ %274, %372 ]
  %271 = phi <8 x bfloat> [ %37, %.lr.ph ], [ %285, %372 ]
  %272 = phi <8 x bfloat> [ %52, %.lr.ph ], [ %293, %372 ]
  %273 = phi <8 x bfloat> [ %70, %.lr.ph ], [ %303, %372 ]
  tail call void @llvm.musa.syncthreads.lm()
  store float %269, ptr addrspace(3) %88, align 16
  store float %268, ptr addrspace(3) %90, align 4
  store float %267, ptr addrspace(3) %92, align 8
  store float %266, ptr addrspace(3) %94, align 4
  store float %265, ptr addrspace(3) %97, align 16
  store float %264, ptr addrspace(3) %99, align 4
  store float %263, ptr addrspace(3) %101, align 8
  store float %262, ptr addrspace(3) %103, align 4
  store float %261, ptr addrspace(3) %107, align 16
  store float %260, ptr addrspace(3) %109, align 4
  store float %259, ptr addrspace(3) %111, align 8
  store float %258, ptr addrspace(3) %113, align 4
  store float %257, ptr addrspace(3) %116, align 16
  store float %256, ptr addrspace(3) %118, align 4
  store float %255, ptr addrspace(3) %120, align 8
  store float %254, ptr addrspace(3) %122, align 4
  store float %253, ptr addrspace(3) %128, align 16
  store float %252, ptr addrspace(3) %130, align 4
  store float %251, ptr addrspace(3) %132, align 8
  store float %250, ptr addrspace(3) %134, align 4
  store float %249, ptr addrspace(3) %137, align 16
  store float %248, ptr addrspace(3) %139, align 4
  store float %247, ptr addrspace(3) %141, align 8
  store float %246, ptr addrspace(3) %143, align 4
  store float %245, ptr addrspace(3) %149, align 16
  store float %244, ptr addrspace(3) %151, align 4
  store float %243, ptr addrspace(3) %153, align 8
  store float %242, ptr addrspace(3) %155, align 4
  store float %241, ptr addrspace(3) %158, align 16
  store float %240, ptr addrspace(3) %160, align 4
  store float %239, ptr addrspace(3) %162, align 8
  store float %238, ptr addrspace(3) %164, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %274 = add i32 %270, 32
  %275 = icmp slt i32 %274, %5
  %276 = or i32 %274, %28
  %277 = icmp slt i32 %276, %5
  %278 = and i1 %29, %277
  %279 = and i1 %275, %278
  br i1 %279, label %280, label %284

280: ; preds = %229
  %281 = sext i32 %276 to i64
  %282 = getelementptr bfloat, ptr addrspace(1) %27, i64 %281
  %283 = load <8 x bfloat>, ptr addrspace(1) %282, align 16
  br label %284

284: ; preds = %280, %229
  %285 = phi <8 x bfloat> [ %283, %280 ], [ zeroinitializer, %229 ]
  %286 = and i1 %45, %277
  %287 = and i1 %275, %286
  br i1 %287, label %288, label %292

288: ; preds = %284
  %289 = sext i32 %276 to i64
  %290 = getelementptr bfloat, ptr addrspace(1) %44, i64 %289
  %291 = load <8 x bfloat>, ptr addrspace(1) %290, align 16
  br label %292

292: ; preds = %288, %284
  %293 = phi <8 x bfloat> [ %291, %288 ], [ zeroinitializer, %284 ]
  %294 = add i32 %274, %55
  %295 = icmp slt i32 %294, %5
  %296 = and i1 %59, %295
  %297 = and i1 %275, %296
  br i1 %297, label %298, label %302

298: ; preds = %292
  %299 = mul i32 %294, %8
  %300 = sext i32 %299 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %300
  %301 = load <8 x bfloat>, ptr addrspace(1) %gep, align 16
  br label %302

302: ; preds = %298, %292
  %303 = phi <8 x bfloat> [ %301, %298 ], [ zeroinitializer, %292 ]
  %304 = add i32 %274, %72
  %305 = icmp slt i32 %304, %5
  %306 = and i1 %59, %305
  %307 = and i1 %275, %306
  br i1 %307, label %308, label %312

308: ; preds = %302
  %309 = mul i32 %304, %8
  %310 = sext i32 %309 to i64
  %gep68 = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %310
  %311 = load <8 x bfloat>, ptr addrspace(1) %gep68, align 16
  br label %312

312: ; preds = %308, %302
  %313 = phi <8 x bfloat> [ %311, %308 ], [ zeroinitializer, %302 ]
  %314 = extractelement <8 x bfloat> %313, i64 0
  %315 = extractelement <8 x bfloat> %313, i64 2
  %316 = extractelement <8 x bfloat> %313, i64 4
  %317 = extractelement <8 x bfloat> %313, i64 6
  %318 = extractelement <8 x bfloat> %271, i64 0
  store bfloat %318, ptr addrspace(3) %165, align 16
  %319 = extractelement <8 x bfloat> %271, i64 1
  store bfloat %319, ptr addrspace(3) %166, align 2
  %320 = extractelement <8 x bfloat> %271, i64 2
  store bfloat %320, ptr addrspace(3) %167, align 4
  %321 = extractelement <8 x bfloat> %271, i64 3
  store bfloat %321, ptr addrspace(3) %168, align 2
  %322 = extractelement <8 x bfloat> %271, i64 4
  store bfloat %322, ptr addrspace(3) %170, align 8
  %323 = extractelement <8 x bfloat> %271, i64 5
  store bfloat %323, ptr addrspace(3) %171, align 2
  %324 = extractelement <8 x bfloat> %271, i64 6
  store bfloat %324, ptr addrspace(3) %172, align 4
  %325 = extractelement <8 x bfloat> %271, i64 7
  store bfloat %325, ptr addrspace(3) %173, align 2
  %326 = extractelement <8 x bfloat> %272, i64 0
  store bfloat %326, ptr addrspace(3) %177, align 16
  %327 = extractelement <8 x bfloat> %272, i64 1
  store bfloat %327, ptr addrspace(3) %179, align 2
  %328 = extractelement <8 x bfloat> %272, i64 2
  store bfloat %328, ptr addrspace(3) %181, align 4
  %329 = extractelement <8 x bfloat> %272, i64 3
  store bfloat %329, ptr addrspace(3) %183, align 2
  %330 = extractelement <8 x bfloat> %272, i64 4
  store bfloat %330, ptr addrspace(3) %185, align 8
  %331 = extractelement <8 x bfloat> %272, i64 5
  store bfloat %331, ptr addrspace(3) %187, align 2
  %332 = extractelement <8 x bfloat> %272, i64 6
  store bfloat %332, ptr addrspace(3) %189, align 4
  %333 = extractelement <8 x bfloat> %272, i64 7
  store bfloat %333, ptr addrspace(3) %191, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %334 = extractelement <8 x bfloat> %273, i64 0
  store bfloat %334, ptr addrspace(3) %192, align 16
  %335 = extractelement <8 x bfloat> %273, i64 1
  store bfloat %335, ptr addrspace(3) %193, align 2
  %336 = extractelement <8 x bfloat> %273, i64 2
  store bfloat %336, ptr addrspace(3) %194, align 4
  %337 = extractelement <8 x bfloat> %273, i64 3
  store bfloat %337, ptr addrspace(3) %195, align 2
  %338 = extractelement <8 x bfloat> %273, i64 4
  store bfloat %338, ptr addrspace(3) %196, align 8
  %339 = extractelement <8 x bfloat> %273, i64 5
  store bfloat %339, ptr addrspace(3) %197, align 2
  %340 = extractelement <8 x bfloat> %273, i64 6
  store bfloat %340, ptr addrspace(3) %198, align 4
  %341 = extractelement <8 x bfloat> %273, i64 7
  store bfloat %341, ptr addrspace(3) %199, align 2
  store bfloat %237, ptr addrspace(3) %200, align 16
  store bfloat %236, ptr addrspace(3) %201, align 2
  store bfloat %235, ptr addrspace(3) %202, align 4
  store bfloat %234, ptr addrspace(3) %203, align 2
  store bfloat %233, ptr addrspace(3) %204, align 8
  store bfloat %232, ptr addrspace(3) %205, align 2
  store bfloat %231, ptr addrspace(3) %206, align 4
  store bfloat %230, ptr addrspace(3) %207, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br label %342

342: ; preds = %312, %368
  %343 = phi i64 [ 0, %312 ], [ %370, %368 ]
  %344 = shl nuw nsw i64 %343, 7
  %345 = add nsw i64 %344, %14
  %346 = trunc i64 %345 to i32
  %347 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %346
  %348 = load float, ptr addrspace(3) %347, align 4
  %349 = lshr i64 %345, 1
  %350 = and i64 %349, 4294967264
  br label %351

351: ; preds = %342, %351
  %352 = phi float [ %348, %342 ], [ %365, %351 ]
  %353 = phi i64 [ 0, %342 ], [ %366, %351 ]
  %354 = or i64 %353, %350
  %355 = trunc i64 %354 to i32
  %356 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %355
  %357 = load bfloat, ptr addrspace(3) %356, align 2
  %358 = shl nuw nsw i64 %353, 6
  %359 = or i64 %358, %228
  %360 = trunc i64 %359 to i32
  %361 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %360
  %362 = load bfloat, ptr addrspace(3) %361, align 2
  %363 = fpext bfloat %357 to float
  %364 = fpext bfloat %362 to float
  %365 = tail call float @llvm.fma.f32(float %363, float %364, float %352)
  %366 = add nuw nsw i64 %353, 1
  %367 = icmp ult i64 %353, 31
  br i1 %367, label %351, label %368

368: ; preds = %351
  %369 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %346
  store float %365, ptr addrspace(3) %369, align 4
  %370 = add nuw nsw i64 %343, 1
  %371 = icmp ult i64 %343, 31
  br i1 %371, label %342, label %372

372: ; preds = %368
  %373 = extractelement <8 x bfloat> %313, i64 1
  %374 = extractelement <8 x bfloat> %313, i64 3
  %375 = extractelement <8 x bfloat> %313, i64 5
  %376 = extractelement <8 x bfloat> %313, i64 7
  tail call void @llvm.musa.syncthreads.lm()
  %377 = load <4 x float>, ptr addrspace(3) %208, align 16
  %378 = load float, ptr addrspace(3) %209, align 16
  %379 = load float, ptr addrspace(3) %210, align 4
  %380 = load float, ptr addrspace(3) %211, align 8
  %381 = load float, ptr addrspace(3) %212, align 4
  %382 = load <4 x float>, ptr addrspace(3) %213, align 16
  %383 = load <4 x float>, ptr addrspace(3) %214, align 16
  %384 = load <4 x float>, ptr addrspace(3) %215, align 16
  %385 = load <4 x float>, ptr addrspace(3) %216, align 16
  %386 = load <4 x float>, ptr addrspace(3) %217, align 16
  %387 = load <4 x float>, ptr addrspace(3) %218, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %388 = extractelement <4 x float> %387, i64 0
  %389 = extractelement <4 x float> %387, i64 1
  %390 = extractelement <4 x float> %387, i64 2
  %391 = extractelement <4 x float> %387, i64 3
  %392 = extractelement <4 x float> %386, i64 0
  %393 = extractelement <4 x float> %386, i64 1
  %394 = extractelement <4 x float> %386, i64 2
  %395 = extractelement <4 x float> %386, i64 3
  %396 = extractelement <4 x float> %385, i64 0
  %397 = extractelement <4 x float> %385, i64 1
  %398 = extractelement <4 x float> %385, i64 2
  %399 = extractelement <4 x float> %385, i64 3
  %400 = extractelement <4 x float> %384, i64 0
  %401 = extractelement <4 x float> %384, i64 1
  %402 = extractelement <4 x float> %384, i64 2
  %403 = extractelement <4 x float> %384, i64 3
  %404 = extractelement <4 x float> %383, i64 0
  %405 = extractelement <4 x float> %383, i64 1
  %406 = extractelement <4 x float> %383, i64 2
  %407 = extractelement <4 x float> %383, i64 3
  %408 = extractelement <4 x float> %382, i64 0
  %409 = extractelement <4 x float> %382, i64 1
  %410 = extractelement <4 x float> %382, i64 2
  %411 = extractelement <4 x float> %382, i64 3
  %412 = extractelement <4 x float> %377, i64 0
  %413 = extractelement <4 x float> %377, i64 1
  %414 = extractelement <4 x float> %377, i64 2
  %415 = extractelement <4 x float> %377, i64 3
  br i1 %275, label %229, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %372
  %416 = insertelement <4 x float> poison, float %378, i64 0
  %417 = insertelement <4 x float> %416, float %379, i64 1
  %418 = insertelement <4 x float> %417, float %380, i64 2
  %419 = insertelement <4 x float> %418, float %381, i64 3
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %83
  %420 = phi <4 x float> [ zeroinitializer, %83 ], [ %387, %._crit_edge.loopexit ]
  %421 = phi <4 x float> [ zeroinitializer, %83 ], [ %386, %._crit_edge.loopexit ]
  %422 = phi <4 x float> [ zeroinitializer, %83 ], [ %385, %._crit_edge.loopexit ]
  %423 = phi <4 x float> [ zeroinitializer, %83 ], [ %384, %._crit_edge.loopexit ]
  %424 = phi <4 x float> [ zeroinitializer, %83 ], [ %383, %._crit_edge.loopexit ]
  %425 = phi <4 x float> [ zeroinitializer, %83 ], [ %382, %._crit_edge.loopexit ]
  %426 = phi <4 x float> [ zeroinitializer, %83 ], [ %419, %._crit_edge.loopexit ]
  %427 = phi <4 x float> [ zeroinitializer, %83 ], [ %377, %._crit_edge.loopexit ]
  %428 = add i32 %17, %55
  %429 = mul i32 %428, %10
  %430 = sext i32 %429 to i64
  %431 = getelementptr float, ptr addrspace(1) %2, i64 %430
  %432 = icmp slt i32 %428, %3
  %433 = and i1 %432, %59
  br i1 %433, label %434, label %437

434: ; preds = %._crit_edge
  %435 = sext i32 %57 to i64
  %436 = getelementptr float, ptr addrspace(1) %431, i64 %435
  store <4 x float> %427, ptr addrspace(1) %436, align 16
  br label %437

437: ; preds = %434, %._crit_edge
  %438 = trunc i64 %85 to i32
  %439 = or i32 %18, %438
  %440 = icmp slt i32 %439, %4
  %441 = and i1 %432, %440
  br i1 %441, label %442, label %445

442: ; preds = %437
  %443 = sext i32 %439 to i64
  %444 = getelementptr float, ptr addrspace(1) %431, i64 %443
  store <4 x float> %426, ptr addrspace(1) %444, align 16
  br label %445

445: ; preds = %442, %437
  %446 = add i32 %17, %72
  %447 = mul i32 %446, %10
  %448 = sext i32 %447 to i64
  %449 = getelementptr float, ptr addrspace(1) %2, i64 %448
  %450 = icmp slt i32 %446, %3
  %451 = and i1 %59, %450
  br i1 %451, label %452, label %455

452: ; preds = %445
  %453 = sext i32 %57 to i64
  %454 = getelementptr float, ptr addrspace(1) %449, i64 %453
  store <4 x float> %425, ptr addrspace(1) %454, align 16
  br label %455

455: ; preds = %452, %445
  %456 = and i1 %450, %440
  br i1 %456, label %457, label %460

457: ; preds = %455
  %458 = sext i32 %439 to i64
  %459 = getelementptr float, ptr addrspace(1) %449, i64 %458
  store <4 x float> %424, ptr addrspace(1) %459, align 16
  br label %460

460: ; preds = %457, %455
  %461 = trunc i64 %124 to i32
  %462 = add i32 %17, %461
  %463 = mul i32 %462, %10
  %464 = sext i32 %463 to i64
  %465 = getelementptr float, ptr addrspace(1) %2, i64 %464
  %466 = icmp slt i32 %462, %3
  %467 = and i1 %59, %466
  br i1 %467, label %468, label %471

468: ; preds = %460
  %469 = sext i32 %57 to i64
  %470 = getelementptr float, ptr addrspace(1) %465, i64 %469
  store <4 x float> %423, ptr addrspace(1) %470, align 16
  br label %471

471: ; preds = %468, %460
  %472 = and i1 %466, %440
  br i1 %472, label %473, label %476

473: ; preds = %471
  %474 = sext i32 %439 to i64
  %475 = getelementptr float, ptr addrspace(1) %465, i64 %474
  store <4 x float> %422, ptr addrspace(1) %475, align 16
  br label %476

476: ; preds = %473, %471
  %477 = trunc i64 %145 to i32
  %478 = add i32 %17, %477
  %479 = mul i32 %478, %10
  %480 = sext i32 %479 to i64
  %481 = getelementptr float, ptr addrspace(1) %2, i64 %480
  %482 = icmp slt i32 %478, %3
  %483 = and i1 %59, %482
  br i1 %483, label %484, label %487

484: ; preds = %476
  %485 = sext i32 %57 to i64
  %486 = getelementptr float, ptr addrspace(1) %481, i64 %485
  store <4 x float> %421, ptr addrspace(1) %486, align 16
  br label %487

487: ; preds = %484, %476
  %488 = and i1 %482, %440
  br i1 %488, label %489, label %492

489: ; preds = %487
  %490 = sext i32 %439 to i64
  %491 = getelementptr float, ptr addrspace(1) %481, i64 %490
  store <4 x float> %420, ptr addrspace(1) %491, align 16
  br label %492

492: ; preds = %489, %487
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
